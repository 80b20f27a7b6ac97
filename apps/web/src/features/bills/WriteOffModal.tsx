import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Spin, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BILL_LIMITS, compareDecimalText, writeOffBillInput, type BillAmountView, type BillView } from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { isPositive } from '../cash/amountText.tsx';
import { moneyOf } from './amountLines.tsx';
import { useBill, useWriteOffBill } from './api.ts';
import { WriteOffHistory } from './WriteOffHistory.tsx';

type Values = { currency?: string; amount?: string; receiptReference?: string; receivedDate?: Dayjs; remark?: string };
type Props = { bill: BillView; onClose: () => void };

const F = writeOffBillInput.shape;
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * Writes off part or all of what is open of a confirmed bill in one currency against a receipt. More than is open is
 * refused here, before anything is sent, in the words of the server's own refusal (60006), which shows on the field too.
 */
export function WriteOffModal({ bill: listed, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const detail = useBill(listed.id);
  const writeOff = useWriteOffBill();
  // The bill as it is now (another write-off may have landed since the list was read).
  const bill = detail.data?.bill ?? listed;
  const open = bill.amounts.filter((line) => isPositive(line.open));
  const currency = Form.useWatch('currency', form) ?? open[0]?.currency;
  const line: BillAmountView | undefined = open.find((candidate) => candidate.currency === currency);
  const notAboveOpen: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const amount = String(value ?? '').trim();
      if (line && amount && compareDecimalText(amount, line.open) > 0) throw new Error(t('hint.60006', { currency: line.currency, open: line.open }));
    },
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const given = { ...values, billId: bill.id, amount: values.amount === undefined ? undefined : String(values.amount), receivedDate: values.receivedDate?.format('YYYY-MM-DD') };
    const input = validateForm(form, writeOffBillInput, given, t);
    if (!input) return;
    writeOff.mutate(input, {
      onSuccess: () => {
        void message.success(t('bill.writeOff.saved', { amount: moneyOf(input.amount, input.currency), billNo: bill.billNo }));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open title={t('bill.writeOff.title', { billNo: bill.billNo })} okText={t('bill.writeOff.ok')} cancelText={t('actions.cancel')} width={760}
      confirmLoading={writeOff.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bill.writeOff.help', { customer: `${bill.customerCode} ${bill.customerName}` })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ currency: open[0]?.currency, receivedDate: dayjs().startOf('day') }}>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="currency" label={t('bill.writeOff.currency')} {...zodItem(F.currency, t)}>
              <Select options={open.map((choice) => ({ value: choice.currency, label: choice.currency }))} />
            </Form.Item>
          </Col>
          <Col span={16}>
            {/* stringMode: the amount stays the decimal text typed, never a float. */}
            <Form.Item
              name="amount" label={t('bill.writeOff.amount')} dependencies={['currency']} required rules={[...zodItem(F.amount, t).rules, notAboveOpen]}
              extra={line && t('bill.writeOff.openHint', { open: moneyOf(line.open, line.currency) })}
            >
              <InputNumber stringMode controls={false} suffix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="receiptReference" label={t('bill.writeOff.receiptReference')} {...zodItem(F.receiptReference, t)}>
              <Input maxLength={BILL_LIMITS.referenceMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="receivedDate" label={t('bill.writeOff.receivedDate')} required>
              <DatePicker allowClear={false} disabledDate={afterToday} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('bill.writeOff.remark')} {...zodItem(F.remark, t)}>
              <Input.TextArea maxLength={BILL_LIMITS.remarkMax} showCount autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Title level={5}>{t('bill.writeOff.history')}</Typography.Title>
      {detail.data ? <WriteOffHistory writeOffs={detail.data.writeOffs} /> : <Spin />}
    </Modal>
  );
}
