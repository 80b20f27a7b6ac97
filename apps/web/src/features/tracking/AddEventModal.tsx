import { DatePicker, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, trackingEventInput } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { useAddTrackingEvent } from './api.ts';

type Props = { orderId: number; onClose: (added: boolean) => void };

/** A tracking event by hand: an order status or a free event code, public or internal. */
export function AddEventModal({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const add = useAddTrackingEvent();

  const submit = () => {
    const values = form.getFieldsValue();
    const occurredAt = (values.occurredAt as Dayjs | undefined)?.toISOString();
    const input = validateForm(form, trackingEventInput, { ...values, occurredAt, status: values.status?.[0], orderId }, t);
    if (!input) return;
    add.mutate(input, { onSuccess: () => onClose(true), onError: (error) => showFailureOnForm(form, error, t) });
  };
  return (
    <Modal open title={t('tracking.event.title')} okText={t('tracking.event.save')} cancelText={t('tracking.event.cancel')}
      confirmLoading={add.isPending} onOk={submit} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ occurredAt: dayjs(), isPublic: true }}>
        <Form.Item name="occurredAt" label={t('tracking.event.occurredAt')} required>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('tracking.event.status')} required extra={t('tracking.event.statusHint')}>
          <Select mode="tags" maxCount={1} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`tracking.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="place" label={t('tracking.event.place')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('tracking.event.description')} required>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="isPublic" label={t('tracking.event.isPublic')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
