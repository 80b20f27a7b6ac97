import { Card, Descriptions, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { ORDER_STATUS_COLOURS, type OrderDetail } from '@parcelflow/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../app/profile.ts';
import { countryLabel } from '../../../components/countryLabel.ts';
import { useBaseDataOptions } from '../../baseData/useBaseDataOptions.ts';
import { RemoteClassTag } from '../../remoteAreas/RemoteClassTag.tsx';

type Party = Record<string, string | undefined>;

const BOX_COLUMNS = ['boxNo', 'boxSize', 'quantity', 'weight', 'length', 'width', 'height'] as const;
const LINE_COLUMNS = ['descriptionCn', 'descriptionEn', 'quantity', 'unitPrice', 'currency', 'unitWeight', 'totalWeight', 'customsCode', 'origin', 'material', 'purpose', 'brand', 'specification', 'unit', 'subNo', 'remarks'] as const;
const PARTY_FIELDS = ['name', 'company', 'phone', 'email', 'country', 'state', 'province', 'city', 'postcode', 'address1', 'address2', 'address3', 'houseNo', 'taxType', 'taxNo', 'vatNo', 'eorNo', 'iossNo'] as const;

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : undefined);

/** An order read-only, in the sections of the form it was entered with; empty fields are left out. */
export function OrderView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  // A cargo owner's order names its carrier's goods types; a carrier's names its own.
  const asOwner = useProfile().data?.companyKind === 'cargoOwner';
  const baseData = useBaseDataOptions(asOwner ? order.carrierCompanyNo : undefined);
  const items = (pairs: [string, ReactNode][]) => pairs.filter(([, value]) => value !== undefined && value !== null && value !== '').map(([key, value]) => ({ key, label: t(`order.field.${key}`), children: value }));
  const enumLabel = (group: string, value: string | null) => (value ? t(`order.${group}.${value}`) : undefined);
  const party = (value: Party | undefined) => PARTY_FIELDS.filter((key) => value?.[key]).map((key) => ({
    key, label: t(`orderForm.address.${key}`), children: key === 'country' ? countryLabel(value![key]!, i18n.language) : value![key],
  }));
  const card = (key: string, children: ReactNode) => <Card size="small" title={t(`orderForm.section.${key}`)} className="order-form-card">{children}</Card>;
  return (
    <div className="order-view">
      {card('basic', <Descriptions size="small" column={4} items={items([
        ['status', <Tag color={ORDER_STATUS_COLOURS[order.status]}>{t(`order.status.${order.status}`)}</Tag>],
        ['kind', t(`order.kind.${order.kind}`)], ['customerName', order.customerName], ['channelName', order.channelName],
        ['remoteClass', order.remoteClass && <RemoteClassTag remoteClass={order.remoteClass} />],
        ['warehouseCode', order.warehouseCode], ['createdAt', time(order.createdAt)], ['auditedAt', time(order.auditedAt)],
        ['auditFailReason', order.auditFailReason], ['cancelReason', order.cancelReason],
      ])} />)}
      {card('numbers', <Descriptions size="small" column={4} items={items([
        ['orderNo', order.orderNo], ['waybillNo', order.waybillNo], ['customerNo', order.customerNo], ['fbaNo', order.fbaNo], ['transferNo', order.transferNo], ['partnerCompanyNo', order.partnerCompanyNo],
        ['referenceNo1', order.referenceNo1], ['referenceNo2', order.referenceNo2], ['referenceNo3', order.referenceNo3],
      ])} />)}
      {card('goods', <Descriptions size="small" column={4} items={items([
        ['itemName', order.itemName], ['goodsType', baseData.nameOf('goodsType', order.goodsType)], ['packingType', enumLabel('packingType', order.packingType)],
        ['pieces', order.pieces], ['weight', order.weight], ['declaredValue', order.declaredValue !== null ? `${order.declaredValue} ${order.declaredCurrency ?? ''}` : undefined],
        ['paymentMethod', enumLabel('paymentMethod', order.paymentMethod)], ['codAmount', order.codAmount], ['deliveryTerms', order.deliveryTerms],
        ['taxPayment', enumLabel('taxPayment', order.taxPayment)], ['declareType', enumLabel('declareType', order.declareType)],
        ['clearanceMethod', enumLabel('clearanceMethod', order.clearanceMethod)], ['remarks', order.remarks],
      ])} />)}
      {card('boxes', <Table size="small" pagination={false} rowKey="boxNo" dataSource={order.boxes}
        columns={BOX_COLUMNS.map((key) => ({ key, dataIndex: key, title: t(`orderForm.box.${key}`) }))} />)}
      {card('receiver', <Descriptions size="small" column={4} items={party(order.receiver)} />)}
      {card('sender', <Descriptions size="small" column={4} items={party(order.sender)} />)}
      {order.notifier && card('notifier', <Descriptions size="small" column={4} items={party(order.notifier)} />)}
      {order.invoiceLines.length > 0 && card('invoice', <Table size="small" pagination={false} rowKey={(_, index) => String(index)} dataSource={order.invoiceLines} scroll={{ x: 'max-content' }}
        columns={LINE_COLUMNS.map((key) => ({ key, dataIndex: key, title: t(`orderForm.invoice.${key}`) }))} />)}
    </div>
  );
}
