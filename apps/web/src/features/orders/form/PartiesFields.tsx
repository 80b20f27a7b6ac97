import { Form, Row } from 'antd';
import { type ComboBoxItem, customerComboBox, fbaWarehouseComboBox, type OrderDetail, orderFieldsSchema, partnerCarrierComboBox, transSortComBox } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/RemoteSelect.tsx';
import { FieldCol } from './FieldCol.tsx';

const S = orderFieldsSchema.shape;

type Props = {
  /** A cargo owner orders with a partner carrier instead of naming one of its own customers. */
  asOwner: boolean;
  fba: boolean;
  order?: OrderDetail;
  onWarehouse: (item: ComboBoxItem | undefined) => void;
};

/** Who the order is for and how it travels: customer (or carrier), channel and, for FBA, the warehouse. */
export function PartiesFields({ asOwner, fba, order, onWarehouse }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const carrier = Form.useWatch('carrierCompanyNo') as string | undefined;
  // The channels offered follow the customer's transport agreements (transSortComBox, purpose 'order').
  const customerId = Form.useWatch('customerId') as number | undefined;
  return (
    <Row gutter={16}>
      {asOwner ? (
        <FieldCol name="carrierCompanyNo" label={t('order.field.carrierCompanyNo')} schema={S.carrierCompanyNo.unwrap().min(1)} tooltip={t('orderForm.hint.carrier')}>
          <RemoteSelect command={partnerCarrierComboBox} placeholder={t('orderForm.placeholder.carrier')} onPick={() => form.setFieldValue('channelId', undefined)} />
        </FieldCol>
      ) : (
        <FieldCol name="customerId" label={t('order.field.customerId')} schema={S.customerId.unwrap()}>
          <RemoteSelect command={customerComboBox} placeholder={t('orderForm.placeholder.customer')} valueLabel={order?.customerName} />
        </FieldCol>
      )}
      <FieldCol name="channelId" label={t('order.field.channelId')} schema={S.channelId}>
        <RemoteSelect
          command={transSortComBox}
          params={asOwner ? { companyNo: carrier ?? '', purpose: 'order' } : { purpose: 'order', ...(customerId ? { customerId } : {}) }}
          disabled={asOwner && !carrier}
          placeholder={t('orderForm.placeholder.channel')}
          valueLabel={order?.channelName}
        />
      </FieldCol>
      {fba && (
        <FieldCol name="warehouseCode" label={t('order.field.warehouseCode')} schema={S.warehouseCode.unwrap().min(1)} tooltip={t('orderForm.hint.warehouse')}>
          <RemoteSelect command={fbaWarehouseComboBox} placeholder={t('orderForm.placeholder.warehouse')} valueLabel={order?.warehouseCode ?? undefined} onPick={onWarehouse} />
        </FieldCol>
      )}
    </Row>
  );
}
