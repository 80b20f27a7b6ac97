import { useState } from 'react';
import { App, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, partnerCarrierComboBox, RECHARGE_LIMITS, recordRechargeInput } from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useRecordRecharge } from './api.ts';
import { useCustomerChoice } from './customerChoice.ts';
import { StaffCustomerSelect } from './CustomerSelect.tsx';
import { VOUCHER_ACCEPT, VOUCHER_MAX_MB, voucherProblem } from './voucher.ts';

type Values = { customerId?: number; carrierCompanyNo?: string; amount?: string; currency?: string; bankReference?: string; transferDate?: Dayjs; remark?: string };

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const F = recordRechargeInput.shape;

/** Records a bank transfer with its voucher (PNG, JPEG or PDF of at most 2 MB, checked here before sending); it waits for the cashier. */
export function RecordRechargeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [voucher, setVoucher] = useState<File | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const choice = useCustomerChoice();
  const record = useRecordRecharge();

  const pick = (file: File) => {
    const problem = voucherProblem(file);
    setVoucherError(problem && t(problem, { max: VOUCHER_MAX_MB }));
    if (!problem) setVoucher(file);
    // Nothing uploads on its own: the file goes with the record.
    return problem ? Upload.LIST_IGNORE : false;
  };
  const submit = () => {
    const values = form.getFieldsValue();
    const input = validateForm(form, recordRechargeInput, { ...values, transferDate: values.transferDate?.format('YYYY-MM-DD') }, t);
    // The schema leaves the customer out (a customer's own login names none): staff name one, a cargo owner its carrier.
    const named = choice === 'owner' ? 'carrierCompanyNo' : 'customerId';
    const customerMissing = (choice === 'staff' || choice === 'owner') && !values[named];
    if (customerMissing) form.setFields([{ name: named, errors: [t('reason.required')] }]);
    if (!voucher) setVoucherError(t('recharge.voucher.required'));
    if (!input || !voucher || customerMissing) return;
    record.mutate({ input, voucher }, {
      onSuccess: (recharge) => {
        void message.success(t('recharge.form.saved', { rechargeNo: recharge.rechargeNo }));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  const fileList: UploadFile[] = voucher ? [{ uid: 'voucher', name: voucher.name, status: 'done' }] : [];
  return (
    <Modal
      open title={t('recharge.form.title')} okText={t('recharge.form.ok')} cancelText={t('actions.cancel')} width={640}
      confirmLoading={record.isPending} onOk={submit} onCancel={onClose} destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ currency: 'RMB', transferDate: dayjs().startOf('day') }}>
        <Row gutter={12}>
          {choice === 'staff' && (
            <Col span={24}>
              <Form.Item name="customerId" label={t('recharge.field.customer')} required>
                <StaffCustomerSelect />
              </Form.Item>
            </Col>
          )}
          {choice === 'owner' && (
            <Col span={24}>
              <Form.Item name="carrierCompanyNo" label={t('recharge.form.carrier')} required>
                <RemoteSelect command={partnerCarrierComboBox} allowClear placeholder={t('recharge.form.carrierPlaceholder')} />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="amount" label={t('recharge.field.amount')} {...zodItem(F.amount, t)}>
              <InputNumber stringMode controls={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="currency" label={t('recharge.field.currency')} {...zodItem(F.currency, t)}>
              <Select options={CURRENCY_OPTIONS} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bankReference" label={t('recharge.field.bankReference')} {...zodItem(F.bankReference, t)}>
              <Input maxLength={RECHARGE_LIMITS.bankReferenceMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="transferDate" label={t('recharge.field.transferDate')} required>
              <DatePicker allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('recharge.field.remark')} {...zodItem(F.remark, t)}>
              <Input.TextArea maxLength={RECHARGE_LIMITS.remarkMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={t('recharge.field.voucher')} extra={t('recharge.voucher.hint', { max: VOUCHER_MAX_MB })} required
              validateStatus={voucherError ? 'error' : undefined} help={voucherError ?? undefined}
            >
              <Upload accept={VOUCHER_ACCEPT} maxCount={1} fileList={fileList} beforeUpload={pick} onRemove={() => setVoucher(null)}>
                <Button icon={<UploadOutlined />}>{t('recharge.voucher.choose')}</Button>
              </Upload>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
