import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRANS_AGREEMENT_LIMITS, saveTransAgreement, transAgreementCustomerComboBox, type TransAgreementFormOptions, type TransAgreementView } from '@parcelflow/contract';
import { translateReason } from '../../app/forms/fieldProblems.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useReloadAutocompletes } from '../channels/api.ts';
import { reloadedByAgreementChange } from './api.ts';

type Props = { agreement: TransAgreementView | null; options?: TransAgreementFormOptions; onClose: () => void };
type Values = { party: 'customer' | 'group'; customerId?: number; customerGroupId?: number; channelIds?: number[]; validFrom?: Dayjs; validTo?: Dayjs | null; remarks?: string };

const DAY = 'YYYY-MM-DD';

function initialValues(agreement: TransAgreementView | null): Values {
  if (!agreement) return { party: 'customer', channelIds: [], validFrom: dayjs().startOf('day') };
  return {
    party: agreement.customerId ? 'customer' : 'group', customerId: agreement.customerId ?? undefined, customerGroupId: agreement.customerGroupId ?? undefined,
    channelIds: agreement.channels.map((channel) => channel.id), validFrom: dayjs(agreement.validFrom), validTo: agreement.validTo ? dayjs(agreement.validTo) : null,
    remarks: agreement.remarks,
  };
}

/** The command's input: the chosen party alone, the days as text. */
function inputOf(values: Record<string, unknown>, id: number | undefined) {
  const { party, customerId, customerGroupId, validFrom, validTo, ...rest } = values as Values;
  return {
    ...rest, id, customerId: party === 'customer' ? customerId : undefined, customerGroupId: party === 'group' ? customerGroupId : undefined,
    validFrom: validFrom?.format(DAY), validTo: validTo?.format(DAY),
  };
}

/** New agreement (agreement null) or a change: a customer or a group, the channels it may use, and from when until when. */
export function AgreementFormModal({ agreement, options, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reloadAutocompletes = useReloadAutocompletes();
  const party = Form.useWatch('party', form) ?? 'customer';
  const channelOptions = options?.channels.map((channel) => ({
    value: channel.id, label: `${channel.code} ${channel.nameCn}${channel.enabled ? '' : t('transAgreement.form.disabledChannel')}`,
  }));
  const customerLabel = agreement?.customerCode ? `${agreement.customerCode} ${agreement.customerName}` : undefined;
  return (
    <CommandFormModal
      command={saveTransAgreement}
      invalidates={reloadedByAgreementChange}
      title={t(agreement ? 'transAgreement.form.editTitle' : 'transAgreement.form.newTitle')}
      savedText={t('transAgreement.form.saved')}
      form={form}
      initialValues={initialValues(agreement)}
      inputOf={(values) => inputOf(values, agreement?.id)}
      // The contract names customerId when neither party is given; the group picker is the one on screen then.
      fieldsWithOwnRules={['customerGroupId']}
      onSaved={() => void reloadAutocompletes()}
      onClose={onClose}
      width={640}
    >
      <Form.Item name="party" label={t('transAgreement.field.party')}>
        <Radio.Group optionType="button" options={[{ value: 'customer', label: t('transAgreement.field.customer') }, { value: 'group', label: t('transAgreement.field.customerGroup') }]} />
      </Form.Item>
      {party === 'customer' ? (
        <Form.Item name="customerId" label={t('transAgreement.field.customer')} required>
          <RemoteSelect command={transAgreementCustomerComboBox} placeholder={t('transAgreement.form.customerPlaceholder')} valueLabel={customerLabel} />
        </Form.Item>
      ) : (
        <Form.Item name="customerGroupId" label={t('transAgreement.field.customerGroup')} required rules={[{ required: true, message: translateReason(t, { reason: 'required' }) }]}>
          <Select options={options?.groups.map((group) => ({ value: group.id, label: group.name }))} />
        </Form.Item>
      )}
      <Form.Item name="channelIds" label={t('transAgreement.field.channels')} required>
        <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} maxCount={TRANS_AGREEMENT_LIMITS.channelsMax} options={channelOptions} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="validFrom" label={t('transAgreement.field.validFrom')} required>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="validTo" label={t('transAgreement.field.validTo')} tooltip={t('transAgreement.form.validToHint')}>
            <DatePicker style={{ width: '100%' }} placeholder={t('transAgreement.openEnded')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remarks" label={t('transAgreement.field.remarks')}>
        <Input.TextArea maxLength={TRANS_AGREEMENT_LIMITS.remarksMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </CommandFormModal>
  );
}
