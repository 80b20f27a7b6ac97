import { Col, Divider, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_BUSINESS_TYPES, CHANNEL_LIMITS, TRANSPORT_CLASSES, channelFields, saveChannel, type ChannelView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByChannelChange, useReloadAutocompletes } from './api.ts';
import { DestinationsField } from './DestinationsField.tsx';

type Props = { channel: ChannelView | null; onClose: () => void };
type Destination = { country?: string; postcodes?: string[] };

const NEW_CHANNEL = {
  transportClass: 'express', businessType: 'parcel', trackable: true, labelFromCarrier: false, postcodeDestinations: false, enabled: true, destinations: [],
};
const FLAGS = ['trackable', 'labelFromCarrier', 'postcodeDestinations', 'enabled'] as const;
const TEXTS = [['code', 8], ['nameCn', 8], ['nameEn', 8], ['senderName', 8], ['senderPhone', 8], ['senderAddress', 24]] as const;
const maxOf = (field: (typeof TEXTS)[number][0]) => (field === 'senderAddress' ? CHANNEL_LIMITS.addressMax : CHANNEL_LIMITS.textMax);

/** New channel (channel null) or a change, checked field by field by the contract, then as a whole on save. */
export function ChannelFormModal({ channel, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const reloadAutocompletes = useReloadAutocompletes();
  const postcodeBased = Boolean(Form.useWatch('postcodeDestinations', form));

  // A channel that is no longer postcode-based keeps its countries and drops their postcodes.
  const inputOf = (values: Record<string, unknown>) => ({
    ...values,
    destinations: ((values.destinations ?? []) as Destination[]).map((d) => ({ ...d, postcodes: postcodeBased ? d.postcodes : [] })),
    id: channel?.id,
  });
  const textItem = ([field, span]: (typeof TEXTS)[number]) => (
    <Col span={span} key={field}>
      <Form.Item name={field} label={t(`channel.field.${field}`)} {...zodItem(channelFields[field], t)}>
        <Input maxLength={maxOf(field)} showCount={field === 'senderAddress'} style={field === 'code' ? { textTransform: 'uppercase' } : undefined} />
      </Form.Item>
    </Col>
  );
  return (
    <CommandFormModal
      command={saveChannel}
      invalidates={reloadedByChannelChange}
      title={t(channel ? 'channel.form.editTitle' : 'channel.form.newTitle')}
      savedText={t('channel.form.saved')}
      form={form}
      initialValues={channel ?? NEW_CHANNEL}
      inputOf={inputOf}
      onSaved={() => void reloadAutocompletes()}
      onClose={onClose}
      width={820}
    >
      <Row gutter={12}>
        {TEXTS.slice(0, 3).map(textItem)}
        <Col span={8}>
          <Form.Item name="transportClass" label={t('channel.field.transportClass')} required>
            <Select options={TRANSPORT_CLASSES.map((value) => ({ value, label: t(`channel.class.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="businessType" label={t('channel.field.businessType')} required>
            <Select options={CHANNEL_BUSINESS_TYPES.map((value) => ({ value, label: t(`channel.businessType.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8} />
        {FLAGS.map((flag) => (
          <Col span={6} key={flag}>
            <Form.Item name={flag} label={t(`channel.field.${flag}`)} valuePropName="checked" tooltip={t(`channel.form.flagHint.${flag}`)}>
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start" plain>{t('channel.form.senderSection')}</Divider>
      <Row gutter={12}>{TEXTS.slice(3).map(textItem)}</Row>
      <Divider titlePlacement="start" plain>{t('channel.field.destinations')}</Divider>
      <DestinationsField postcodeBased={postcodeBased} />
    </CommandFormModal>
  );
}
