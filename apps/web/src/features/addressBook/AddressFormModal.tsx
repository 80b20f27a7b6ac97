import { Checkbox, Col, Form, Input, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMITS, ADDRESS_TYPES, addressFields, saveAddress, type AddressType, type AddressView } from '@parcelflow/contract';
import { zodItem, zodRules } from '../../app/forms/zodForm.ts';
import { translateReason } from '../../app/forms/fieldProblems.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { useReloadAddressBook } from './api.ts';

type Props = { address: AddressView | null; defaultType: AddressType; onClose: () => void };

type Field = 'name' | 'company' | 'phone' | 'email' | 'country' | 'state' | 'city' | 'postcode' | 'address' | 'taxNo';
/** In the order a label reads; the street takes a whole line. */
const FIELDS: Field[] = ['name', 'company', 'phone', 'email', 'country', 'state', 'city', 'postcode', 'address', 'taxNo'];
const MAX_LENGTHS: Record<Exclude<Field, 'country'>, number> = {
  name: ADDRESS_LIMITS.nameMax, company: ADDRESS_LIMITS.companyMax, phone: ADDRESS_LIMITS.phoneMax, email: ADDRESS_LIMITS.emailMax, state: ADDRESS_LIMITS.stateMax,
  city: ADDRESS_LIMITS.cityMax, postcode: ADDRESS_LIMITS.postcodeMax, address: ADDRESS_LIMITS.addressMax, taxNo: ADDRESS_LIMITS.taxNoMax,
};

/** The control of a field, the direct child of its Form.Item (which hands it id, value and onChange). */
function controlOf(field: Field) {
  if (field === 'country') return <CountrySelect style={{ width: '100%' }} />;
  if (field === 'address') return <Input.TextArea maxLength={MAX_LENGTHS.address} autoSize={{ minRows: 2, maxRows: 3 }} showCount />;
  return <Input maxLength={MAX_LENGTHS[field]} autoComplete="off" />;
}

/** Adds an address (address null) or edits one; a masked phone left as it is keeps the stored number. */
export function AddressFormModal({ address, defaultType, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const reloadAddressBook = useReloadAddressBook();
  const type = (Form.useWatch('type', form) as AddressType | undefined) ?? address?.type ?? defaultType;

  // The contract checks the alias only once every field is valid; the form says so at once.
  const aliasRequired = {
    validator: async (_rule: unknown, value?: string) => {
      if (type === 'receiver' && !value?.trim()) throw new Error(translateReason(t, { reason: 'required' }));
    },
  };

  return (
    <CommandFormModal
      command={saveAddress}
      title={t(address ? 'address.form.editTitle' : 'address.form.newTitle')}
      initialValues={address ?? { type: defaultType, isCommon: false, isDefault: false }}
      inputOf={(values) => ({ ...values, id: address?.id })}
      fieldsWithOwnRules={['alias']}
      onSaved={() => void reloadAddressBook()}
      onClose={onClose}
      form={form}
      width={720}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="type" label={t('address.field.type')} required>
            <Radio.Group
              optionType="button"
              options={ADDRESS_TYPES.map((value) => ({ value, label: t(`address.type.${value}`) }))}
              onChange={(event) => event.target.value === 'sender' && form.setFieldValue('isCommon', false)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="alias" label={t('address.field.alias')} tooltip={t('address.form.aliasHelp')} rules={[...zodRules(addressFields.alias, t), aliasRequired]} required={type === 'receiver'}>
            <Input maxLength={ADDRESS_LIMITS.aliasMax} showCount />
          </Form.Item>
        </Col>
        {FIELDS.map((field) => (
          <Col span={field === 'address' ? 24 : 12} key={field}>
            <Form.Item name={field} label={t(`address.field.${field}`)} tooltip={field === 'phone' ? t('address.form.phoneHelp') : undefined} {...zodItem(addressFields[field], t)}>
              {controlOf(field)}
            </Form.Item>
          </Col>
        ))}
        <Col span={12}>
          <Form.Item label={t('address.filter.mark')} extra={t('address.form.marksHelp', { commonMax: ADDRESS_LIMITS.commonMax, defaultMax: ADDRESS_LIMITS.defaultMax })}>
            <Space size="large">
              <Form.Item name="isCommon" valuePropName="checked" noStyle>
                <Checkbox disabled={type === 'sender'}>{t('address.field.isCommon')}</Checkbox>
              </Form.Item>
              <Form.Item name="isDefault" valuePropName="checked" noStyle>
                <Checkbox>{t('address.field.isDefault')}</Checkbox>
              </Form.Item>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
