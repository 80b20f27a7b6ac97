import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Col, Form, Row, Select, Space, Tooltip, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../app/transfer.ts';
import { useFunction } from '../../app/authority.ts';
import { useTaskBox } from '../tasks/useTaskBox.ts';
import { downloadTemplate, useImportTemplates, useStartImport } from './api.ts';
import { ImportTargetFields } from './ImportTargetFields.tsx';

type Values = { templateId?: string; carrierCompanyNo?: string; customerId?: number; channelId?: number; validRowsOnly: boolean; autoAudit: boolean };

/**
 * Choose a template, optionally the customer (a cargo owner: the partner carrier) and channel for every row, and the
 * file; the import runs as a task. A carrier's user who may audit can have the orders audited as they are created.
 */
export function ImportForm({ asOwner = false }: { asOwner?: boolean }) {
  const { t } = useTranslation();
  const mayAudit = useFunction('order.audit').usable && !asOwner;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File>();
  const [uploading, setUploading] = useState(false);
  const templates = useImportTemplates().data?.templates ?? [];
  const start = useStartImport();
  const taskBox = useTaskBox();
  const templateId = Form.useWatch('templateId', form);
  const chosen = templates.find((template) => template.id === templateId);
  // The first template (the built-in inbound order's) is chosen to start with, so its download needs no step first.
  const firstId = templates[0]?.id;
  useEffect(() => {
    if (firstId && !form.getFieldValue('templateId')) form.setFieldValue('templateId', firstId);
  }, [firstId, form]);

  const submit = async (values: Values) => {
    if (!file) return void form.setFields([{ name: 'templateId', errors: [] }]);
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      await start.mutateAsync({ ...values, templateId: values.templateId!, fileId: uploaded.fileId });
      taskBox.started('import');
      void message.success(t('orderImport.started', { name: file.name }));
      setFile(undefined);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ validRowsOnly: false, autoAudit: false }} onFinish={(values) => void submit(values)}>
      <Row gutter={16}>
        <Col xs={24} xl={8}>
          <Form.Item name="templateId" label={t('orderImport.template')} rules={[{ required: true, message: t('reason.required') }]}>
            <Select placeholder={t('orderForm.placeholder.select')} options={templates.map((template) => ({ value: template.id, label: template.name }))} />
          </Form.Item>
        </Col>
        <ImportTargetFields asOwner={asOwner} />
      </Row>
      <Form.Item label={t('orderImport.file')} required>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'file', name: file.name, size: file.size }] : []}
          beforeUpload={(picked) => {
            if (picked.size > MAX_UPLOAD_BYTES) void message.error(t('orderImport.tooBig'));
            else setFile(picked);
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{t('orderImport.drop')}</p>
          <p className="ant-upload-hint">{t('orderImport.dropHint')}</p>
        </Upload.Dragger>
      </Form.Item>
      <Form.Item name="validRowsOnly" valuePropName="checked" extra={t('orderImport.validRowsOnlyHint')}>
        <Checkbox>{t('orderImport.validRowsOnly')}</Checkbox>
      </Form.Item>
      {mayAudit && (
        <Form.Item name="autoAudit" valuePropName="checked" extra={t('orderImport.autoAuditHint')}>
          <Checkbox>{t('orderImport.autoAudit')}</Checkbox>
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={uploading || start.isPending} disabled={!file}>{t('orderImport.start')}</Button>
        <Tooltip title={chosen ? undefined : t('orderImport.templateFirst')}>
          <Button icon={<DownloadOutlined />} disabled={!chosen} onClick={() => chosen && void downloadTemplate(chosen)}>{t('orderImport.downloadTemplate')}</Button>
        </Tooltip>
        {chosen?.hasInvoiceSheet && <Typography.Text type="secondary">{t('orderImport.twoSheets')}</Typography.Text>}
      </Space>
    </Form>
  );
}
