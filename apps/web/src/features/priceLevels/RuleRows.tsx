import { Button, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adjustPercentText, PRICE_LEVEL_LIMITS, PRICE_LEVEL_MODES, type ChannelOption } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { channelLabel } from '../rateCards/channelLabel.ts';
import { ALL_CHANNELS, NEW_RULE, type RuleValues } from './formValues.ts';

type Props = { channels: readonly ChannelOption[]; readOnly: boolean };

/**
 * The level's rules, one row each: a channel (or all of them), adjust by a percentage or price on the level's own cards.
 * The row fields are preserved: the modal's form drops an unmounted list field's value (preserve false), which React's
 * strict mode does to every field once on opening, emptying the rows; the input leaves a percentage out where it does not apply.
 */
export function RuleRows({ channels, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const channelOptions = [
    { value: ALL_CHANNELS, label: t('priceLevel.allChannels') },
    ...channels.map((channel) => ({ value: channel.id, label: channelLabel(channel, i18n.language) + (channel.enabled ? '' : t('priceLevel.form.disabledChannel')) })),
  ];
  const modeOptions = PRICE_LEVEL_MODES.map((mode) => ({ value: mode, label: t(`priceLevel.mode.${mode}`) }));
  const percentItem = zodItem(adjustPercentText, t);
  // A new row takes the first choice no row has yet ("All channels", then the enabled channels in order), never a duplicate.
  const nextRule = (): RuleValues => {
    const used = new Set(((form.getFieldValue('rules') ?? []) as RuleValues[]).map((rule) => rule.channelId));
    const choices = [ALL_CHANNELS, ...channels.filter((channel) => channel.enabled).map((channel) => channel.id)];
    return { ...NEW_RULE, channelId: choices.find((id) => !used.has(id)) ?? ALL_CHANNELS };
  };
  return (
    <Form.List name="rules">
      {(fields, { add, remove }) => (
        <>
          {fields.length > 0 && (
            <Row gutter={8} wrap={false} style={{ marginBottom: 4 }}>
              <Col flex="auto"><Typography.Text type="secondary">{t('priceLevel.rule.channel')}</Typography.Text></Col>
              <Col flex="150px"><Typography.Text type="secondary">{t('priceLevel.rule.mode')}</Typography.Text></Col>
              <Col flex="150px"><Typography.Text type="secondary">{t('priceLevel.rule.percent')}</Typography.Text></Col>
              {!readOnly && <Col flex="32px" />}
            </Row>
          )}
          {fields.map((field) => (
            <Row key={field.key} gutter={8} wrap={false}>
              <Col flex="auto">
                <Form.Item name={[field.name, 'channelId']} preserve>
                  <Select showSearch={{ optionFilterProp: 'label' }} options={channelOptions} aria-label={`${t('priceLevel.rule.channel')} ${field.name + 1}`} />
                </Form.Item>
              </Col>
              <Col flex="150px">
                <Form.Item name={[field.name, 'mode']} preserve>
                  <Select options={modeOptions} aria-label={`${t('priceLevel.rule.mode')} ${field.name + 1}`} />
                </Form.Item>
              </Col>
              <Col flex="150px">
                <Form.Item noStyle dependencies={[['rules', field.name, 'mode']]}>
                  {({ getFieldValue }) => getFieldValue(['rules', field.name, 'mode']) === 'adjust' && (
                    // stringMode: the percentage stays the decimal text typed, never a float.
                    <Form.Item name={[field.name, 'adjustPercent']} preserve {...percentItem}>
                      <InputNumber stringMode controls={false} suffix="%" style={{ width: '100%' }} aria-label={`${t('priceLevel.rule.percent')} ${field.name + 1}`} />
                    </Form.Item>
                  )}
                </Form.Item>
              </Col>
              {!readOnly && (
                <Col flex="32px">
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('priceLevel.rule.remove')} ${field.name + 1}`} onClick={() => remove(field.name)} />
                </Col>
              )}
            </Row>
          ))}
          {!readOnly && (
            <Button icon={<PlusOutlined />} disabled={fields.length >= PRICE_LEVEL_LIMITS.rulesMax} onClick={() => add(nextRule())}>
              {t('priceLevel.rule.add')}
            </Button>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('priceLevel.rule.hint')}</Typography.Paragraph>
        </>
      )}
    </Form.List>
  );
}
