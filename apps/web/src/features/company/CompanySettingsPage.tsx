import { App, Button, Card, Descriptions, Form, Input, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCK_MINUTES_MAX, LOCK_MINUTES_MIN, companySettingsSchema, type CompanySettings } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useCompanySettings, useSaveCompanySettings } from './api.ts';

const fields = companySettingsSchema.shape;

/** systemManagent/customConfig: the company's names, lock-screen minutes, record number and own host. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CompanySettings>();
  const settings = useCompanySettings();
  const save = useSaveCompanySettings();
  const canEdit = useFunction('company.settings.edit').usable;

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (!settings.data) return <Card size="small"><Skeleton active /></Card>;

  const submit = async () => {
    const input = validateForm(form, companySettingsSchema, form.getFieldsValue(), t);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(t('company.saved'));
    } catch (error) {
      showFailureOnForm(form, error, t);
    }
  };

  return (
    <Card size="small" title={t('company.title')}>
      <Descriptions size="small" column={2} style={{ maxWidth: 640, marginBottom: 16 }}
        items={[
          { key: 'companyNo', label: t('company.companyNo'), children: settings.data.companyNo },
          { key: 'kind', label: t('company.kind'), children: t(`companyKind.${settings.data.kind}`) },
        ]}
      />
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} style={{ maxWidth: 640 }} disabled={!canEdit} onFinish={submit}>
        <Form.Item name="nameCn" label={t('company.nameCn')} {...zodItem(fields.nameCn, t)}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="nameEn" label={t('company.nameEn')} {...zodItem(fields.nameEn, t)}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="lockMinutes" label={t('company.lockMinutes')} extra={t('company.lockMinutesHelp')} {...zodItem(fields.lockMinutes, t)}>
          <InputNumber min={LOCK_MINUTES_MIN} max={LOCK_MINUTES_MAX} precision={0} suffix={t('company.minutes')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="recordNo" label={t('company.recordNo')} {...zodItem(fields.recordNo, t)}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="customHost" label={t('company.customHost')} extra={t('company.customHostHelp')} {...zodItem(fields.customHost, t)}>
          <Input maxLength={255} placeholder={t('company.customHostPlaceholder')} />
        </Form.Item>
        {canEdit && (
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
