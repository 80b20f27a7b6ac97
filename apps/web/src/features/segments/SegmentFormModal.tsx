import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEGMENT_TYPES, saveSegmentInput, type SegmentView } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { useSaveSegment, useSegmentChannels } from './api.ts';

type Props = { segment: SegmentView | null; open: boolean; onClose: () => void };

const FIELDS = ['startNumber', 'endNumber', 'warningCount'] as const;

/** New segment (segment null) or change one; the server keeps numbers already given inside the range. */
export function SegmentFormModal({ segment, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const save = useSaveSegment();
  const channels = useSegmentChannels();
  const used = Boolean(segment && segment.usedCount > 0);

  const submit = () => {
    const input = validateForm(form, saveSegmentInput, { ...form.getFieldsValue(), id: segment?.id }, t);
    if (!input) return;
    save.mutate(input, { onSuccess: onClose, onError: (error) => showFailureOnForm(form, error, t) });
  };
  return (
    <Modal
      open={open}
      title={t(segment ? 'segment.form.editTitle' : 'segment.form.newTitle')}
      okText={t('segment.form.save')}
      cancelText={t('segment.form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={segment ?? { type: 'waybill', enabled: true, warningCount: 100, prefix: '', suffix: '' }}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="channelId" label={t('segment.field.channel')} required>
              <Select
                disabled={used}
                loading={channels.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                options={channels.data?.map((c) => ({ value: c.id, label: c.code }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('segment.field.type')} required>
              <Select disabled={used} options={SEGMENT_TYPES.map((type) => ({ value: type, label: t(`segment.type.${type}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="prefix" label={t('segment.field.prefix')}>
              <Input disabled={used} maxLength={10} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="suffix" label={t('segment.field.suffix')}>
              <Input disabled={used} maxLength={10} />
            </Form.Item>
          </Col>
          {FIELDS.map((field) => (
            <Col span={8} key={field}>
              <Form.Item name={field} label={t(`segment.field.${field}`)} required>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="enabled" label={t('segment.field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
