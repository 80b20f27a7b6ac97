import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrialPiece } from '@parcelflow/contract';
import { showFailureOnForm } from '../../../app/forms/zodForm.ts';
import { PiecesField } from '../../priceQuery/PiecesField.tsx';
import { useReweighOrder } from './api.ts';

type Props = { orderId: number; open: boolean; onClose: () => void };
type Values = { pieces: Partial<TrialPiece>[] };

/** The sides a line gives, leaving out the empty ones (the server takes each as optional). */
const measuredPiece = ({ quantity, weight, length, width, height }: Partial<TrialPiece>) => ({
  quantity: quantity ?? 1, weight: weight ?? 0, ...(length ? { length } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}),
});

/** The pieces as the warehouse measured them: each line's count, one piece's weight and sides; the order is priced again. */
export function ReweighModal({ orderId, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reweigh = useReweighOrder();
  const submit = (values: Values) => reweigh.mutate({ id: orderId, pieces: values.pieces.map(measuredPiece) }, {
    onSuccess: () => {
      void message.success(t('orderPrice.reweigh.done'));
      onClose();
    },
    // A refused field (a piece's weight) shows on the form; any other refusal is said by the command client.
    onError: (error) => showFailureOnForm(form, error, t),
  });
  return (
    <Modal
      open={open} title={t('orderPrice.reweigh.title')} okText={t('orderPrice.reweigh.submit')} onOk={() => form.submit()} onCancel={onClose}
      confirmLoading={reweigh.isPending} destroyOnHidden width={760}
    >
      <Form form={form} layout="vertical" initialValues={{ pieces: [{ quantity: 1 }] }} onFinish={submit}>
        <PiecesField />
      </Form>
    </Modal>
  );
}
