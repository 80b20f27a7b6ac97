import { Input, Row } from 'antd';
import { orderFieldsSchema } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { FieldCol } from './FieldCol.tsx';
import type { OrderFormKind } from './orderFormKinds.ts';

const S = orderFieldsSchema.shape;

/** The order's numbers: waybill (or drawn at audit), the customer's, references and the kind's own. */
export function NumbersFields({ kind }: { kind: OrderFormKind }) {
  const { t } = useTranslation();
  const text = <Input autoComplete="off" />;
  return (
    <Row gutter={16}>
      <FieldCol name="waybillNo" label={t('order.field.waybillNo')} schema={S.waybillNo} tooltip={t('orderForm.hint.waybillNo')}>{text}</FieldCol>
      <FieldCol name="customerNo" label={t('order.field.customerNo')} schema={S.customerNo}>{text}</FieldCol>
      {kind.fba && <FieldCol name="fbaNo" label={t('order.field.fbaNo')} schema={S.fbaNo}>{text}</FieldCol>}
      {kind.transferNo && <FieldCol name="transferNo" label={t('order.field.transferNo')} schema={S.transferNo}>{text}</FieldCol>}
      {kind.partner && <FieldCol name="partnerCompanyNo" label={t('order.field.partnerCompanyNo')} schema={S.partnerCompanyNo} tooltip={t('orderForm.hint.partner')}>{text}</FieldCol>}
      <FieldCol name="referenceNo1" label={t('order.field.referenceNo1')} schema={S.referenceNo1}>{text}</FieldCol>
      <FieldCol name="referenceNo2" label={t('order.field.referenceNo2')} schema={S.referenceNo2}>{text}</FieldCol>
      <FieldCol name="referenceNo3" label={t('order.field.referenceNo3')} schema={S.referenceNo3}>{text}</FieldCol>
    </Row>
  );
}
