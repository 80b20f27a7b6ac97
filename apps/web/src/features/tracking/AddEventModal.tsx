import { DatePicker, Form, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addTrackingEvent, getHomeStats, ORDER_STATUSES } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';

type Props = { orderId: number; onAdded: () => void; onClose: () => void };

/** A tracking event by hand: an order status or a free event code, public or internal. */
export function AddEventModal({ orderId, onAdded, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={addTrackingEvent}
      invalidates={[getHomeStats]}
      title={t('tracking.event.title')}
      initialValues={{ occurredAt: dayjs(), isPublic: true }}
      // The status select takes tags (a free code) but holds one at most.
      inputOf={(values) => ({ ...values, occurredAt: (values.occurredAt as Dayjs | undefined)?.toISOString(), status: (values.status as string[] | undefined)?.[0], orderId })}
      onSaved={onAdded}
      onClose={onClose}
    >
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
    </CommandFormModal>
  );
}
