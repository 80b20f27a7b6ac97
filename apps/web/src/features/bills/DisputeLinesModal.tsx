import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILL_LIMITS, disputeBillInput, type BillLineView } from '@parcelflow/contract';
import { showFailureOnForm, zodItem } from '../../app/forms/zodForm.ts';
import { useDisputeBill } from './api.ts';

type Mode = 'one' | 'each';
type Values = { mode: Mode; reason?: string; reasons?: Record<string, string> };
type Props = { billId: number; billNo: string; lines: readonly BillLineView[]; onDisputed: () => void; onClose: () => void };

const reasonSchema = disputeBillInput.shape.lines.element.shape.reason;
/** A line's own reason field: a text key, so the form keeps an object and not a sparse list indexed by ids. */
const reasonKey = (line: BillLineView) => `line${line.id}`;
const lineLabel = (line: BillLineView) => (line.waybillNo ? `${line.orderNo} / ${line.waybillNo}` : line.orderNo);

/** Disputes the lines selected, with one reason for them all or a reason per line; the bill then waits as disputed. */
export function DisputeLinesModal({ billId, billNo, lines, onDisputed, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'one';
  const dispute = useDisputeBill();
  const reasonItem = zodItem(reasonSchema, t);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const reasonOf = (line: BillLineView) => (values.mode === 'one' ? values.reason : values.reasons?.[reasonKey(line)]) ?? '';
    dispute.mutate({ billId, lines: lines.map((line) => ({ lineId: line.id, reason: reasonOf(line).trim() })) }, {
      onSuccess: () => {
        void message.success(t('bill.dispute.saved', { lines: lines.length, billNo }));
        onDisputed();
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open title={t('bill.dispute.title', { billNo })} okText={t('bill.dispute.ok')} cancelText={t('actions.cancel')} width={640}
      confirmLoading={dispute.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bill.dispute.help', { lines: lines.length })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ mode: 'one' }}>
        <Form.Item name="mode">
          <Radio.Group options={[{ value: 'one', label: t('bill.dispute.oneReason') }, { value: 'each', label: t('bill.dispute.eachReason') }]} />
        </Form.Item>
        {mode === 'one' ? (
          <Form.Item name="reason" label={t('bill.dispute.reason')} {...reasonItem}>
            <Input.TextArea maxLength={BILL_LIMITS.reasonMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        ) : (
          <div style={{ maxHeight: 360, overflowY: 'auto' }}>
            {lines.map((line) => (
              <Form.Item key={line.id} name={['reasons', reasonKey(line)]} label={t('bill.dispute.reasonOf', { line: lineLabel(line) })} {...reasonItem}>
                <Input maxLength={BILL_LIMITS.reasonMax} />
              </Form.Item>
            ))}
          </div>
        )}
      </Form>
    </Modal>
  );
}
