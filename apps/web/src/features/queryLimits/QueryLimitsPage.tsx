import { useEffect } from 'react';
import { App, Button, Card, Form, InputNumber, Radio, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUERY_LIMITS, PASTED_NUMBER_CHOICES, QUERY_LIMIT_RANGES, saveQueryLimitsInput, type QueryLimits } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useQueryLimitSettings, useSaveQueryLimits } from './api.ts';

const FIELDS = saveQueryLimitsInput.shape;

/** enterpriseManagement/limitquerysettings: how much the order lists and tracking take in one query. */
export function QueryLimitsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<QueryLimits>();
  const edit = useFunction('queryLimits.edit');
  const settings = useQueryLimitSettings();
  const save = useSaveQueryLimits();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data.limits);
  }, [form, settings.data]);

  const submit = () => {
    const input = validateForm(form, saveQueryLimitsInput, form.getFieldsValue(), t);
    if (!input) return;
    save.mutate(input, { onSuccess: () => void message.success(t('queryLimits.saved')), onError: (error) => showFailureOnForm(form, error, t) });
  };
  const state = settings.data && (settings.data.customised ? <Tag color="blue">{t('queryLimits.customised')}</Tag> : <Tag>{t('queryLimits.defaults')}</Tag>);
  return (
    <Card size="small" title={t('queryLimits.title')} extra={state} loading={settings.isPending}>
      <Typography.Paragraph type="secondary">{t('queryLimits.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!edit.usable} style={{ maxWidth: 560 }}>
        <Form.Item name="pastedNumbersMax" label={t('queryLimits.field.pastedNumbersMax')} extra={t('queryLimits.help.pastedNumbersMax')} required>
          <Radio.Group optionType="button" options={PASTED_NUMBER_CHOICES.map((value) => ({ value, label: String(value) }))} />
        </Form.Item>
        <Form.Item name="dateRangeDays" label={t('queryLimits.field.dateRangeDays')} extra={t('queryLimits.help.dateRangeDays', QUERY_LIMIT_RANGES.dateRangeDays)}
          {...zodItem(FIELDS.dateRangeDays, t)}>
          <InputNumber min={QUERY_LIMIT_RANGES.dateRangeDays.min} max={QUERY_LIMIT_RANGES.dateRangeDays.max} precision={0} suffix={t('queryLimits.days')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="trackingLinesMax" label={t('queryLimits.field.trackingLinesMax')} extra={t('queryLimits.help.trackingLinesMax', QUERY_LIMIT_RANGES.trackingLinesMax)}
          {...zodItem(FIELDS.trackingLinesMax, t)}>
          <InputNumber min={QUERY_LIMIT_RANGES.trackingLinesMax.min} max={QUERY_LIMIT_RANGES.trackingLinesMax.max} precision={0} suffix={t('queryLimits.lines')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="listsOpenOnToday" label={t('queryLimits.field.listsOpenOnToday')} extra={t('queryLimits.help.listsOpenOnToday')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {edit.visible && (
          <Space>
            <Button type="primary" loading={save.isPending} onClick={submit}>{t('queryLimits.save')}</Button>
            <Button onClick={() => form.setFieldsValue(DEFAULT_QUERY_LIMITS)}>{t('queryLimits.restoreDefaults')}</Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
