import { App, DatePicker, Form, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BILL_PERIODS, generateBillsInput, type BillPeriod, type TaskView } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { StaffCustomerSelect } from '../recharge/CustomerSelect.tsx';
import { useTaskBox } from '../tasks/useTaskBox.ts';
import { useGenerateBills } from './api.ts';
import { PeriodDays } from './PeriodDays.tsx';

type Values = { period?: BillPeriod; day?: Dayjs; customerId?: number };
type Props = { onStarted: (task: TaskView) => void; onClose: () => void };

/** A period is billed once it has begun: a day after today names none. */
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * Starts bill generation as a background task: the customers billed by a period (or every billed customer), for the
 * period holding the day chosen, whose days show as they are picked; optionally one customer.
 */
export function GenerateBillsModal({ onStarted, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const [form] = Form.useForm<Values>();
  const period = Form.useWatch('period', form);
  const day = Form.useWatch('day', form);
  const generate = useGenerateBills();
  const submit = () => {
    const values = form.getFieldsValue();
    const input = validateForm(form, generateBillsInput, { ...values, day: values.day?.format('YYYY-MM-DD') }, t);
    if (!input) return;
    generate.mutate(input, {
      onSuccess: (task) => {
        taskBox.started('check');
        void message.success(t('bill.generate.started'));
        onStarted(task);
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open title={t('bill.generate.title')} okText={t('bill.generate.ok')} cancelText={t('actions.cancel')} width={560}
      confirmLoading={generate.isPending} onOk={submit} onCancel={onClose} destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bill.generate.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ day: dayjs().subtract(1, 'day').startOf('day') }}>
        <Form.Item name="period" label={t('bill.field.periodKind')}>
          <Select allowClear placeholder={t('bill.generate.allPeriods')} options={BILL_PERIODS.map((value) => ({ value, label: t(`bill.period.${value}`) }))} />
        </Form.Item>
        <Form.Item name="day" label={t('bill.generate.day')} required extra={t('bill.generate.dayHint')}>
          <DatePicker allowClear={false} disabledDate={afterToday} style={{ width: '100%' }} />
        </Form.Item>
        {day && <PeriodDays period={period} day={day.format('YYYY-MM-DD')} />}
        <Form.Item name="customerId" label={t('bill.generate.customer')} extra={t('bill.generate.customerHint')}>
          <StaffCustomerSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
