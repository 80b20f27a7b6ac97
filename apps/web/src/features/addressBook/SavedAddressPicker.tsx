import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressComboBox, type AddressType, type ComboBoxItem } from '@parcelflow/contract';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

/** The order fields an address-book entry fills; the rest of the party (house number, extra lines) is cleared with them. */
const FILLED = ['name', 'company', 'phone', 'email', 'country', 'state', 'city', 'postcode', 'address1', 'taxNo'] as const;

/** On the order form: picks a saved receiver or sender and fills the party's fields with it. */
export function SavedAddressPicker({ party }: { party: AddressType }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();

  const fill = (item: ComboBoxItem | undefined) => {
    if (!item?.extra) return;
    const extra = item.extra;
    form.setFieldValue(party, Object.fromEntries(FILLED.map((field) => [field, extra[field] || undefined])));
    void form.validateFields(FILLED.map((field) => [party, field]));
  };
  const labelOf = (item: ComboBoxItem) => {
    const marks = [item.extra?.isCommon === 'true' && t('address.field.isCommon'), item.extra?.isDefault === 'true' && t('address.field.isDefault')].filter(Boolean);
    return marks.length ? `${item.label} · ${marks.join(' · ')}` : item.label;
  };
  return (
    <Col xs={24} md={12} xl={6}>
      <Form.Item label={t('address.pick.label')}>
        <RemoteSelect
          command={addressComboBox}
          params={{ type: party }}
          value={undefined}
          onPick={fill}
          formatLabel={labelOf}
          placeholder={t('address.pick.placeholder')}
          aria-label={t('address.pick.label')}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
}
