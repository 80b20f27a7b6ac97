import { Col, Row, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@parcelflow/contract';
import { useOrder } from '../api.ts';
import { formatNumber } from './listFormat.ts';
import { OrderAddress } from './OrderAddress.tsx';

type Box = OrderDetail['boxes'][number];
type InvoiceLine = OrderDetail['invoiceLines'][number];

/** An opened waybill row: its boxes with their dimensions, invoice lines and both addresses (main/getOrder). */
export function OrderExpansion({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const order = useOrder(id);
  if (!order.data) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const { boxes, invoiceLines, receiver, sender } = order.data;
  const weight = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, i18n.language, 3));

  const boxColumns: TableColumnsType<Box> = [
    { title: t('orderList.detail.boxNo'), dataIndex: 'boxNo' },
    { title: t('orderList.detail.boxSize'), dataIndex: 'boxSize' },
    { title: t('orderList.detail.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('order.field.weight'), dataIndex: 'weight', align: 'right', render: weight },
    { title: t('orderList.detail.dimensions'), key: 'dimensions', align: 'right', render: (_, box) => `${box.length} × ${box.width} × ${box.height}` },
  ];
  const invoiceColumns: TableColumnsType<InvoiceLine & { key: number }> = [
    { title: t('orderList.detail.descriptionCn'), dataIndex: 'descriptionCn' },
    { title: t('orderList.detail.descriptionEn'), dataIndex: 'descriptionEn' },
    { title: t('orderList.detail.customsCode'), dataIndex: 'customsCode' },
    { title: t('orderList.detail.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('orderList.detail.unitPrice'), key: 'unitPrice', align: 'right', render: (_, line) => `${formatNumber(line.unitPrice, i18n.language, 2)} ${line.currency}` },
    { title: t('orderList.detail.origin'), dataIndex: 'origin' },
  ];

  return (
    <Row gutter={[16, 12]} className="order-expansion">
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>{t('orderList.detail.boxes', { count: boxes.length })}</Typography.Title>
        <Table<Box> size="small" rowKey="boxNo" columns={boxColumns} dataSource={boxes} pagination={false} scroll={{ x: 'max-content' }} />
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>{t('orderList.detail.invoiceLines', { count: invoiceLines.length })}</Typography.Title>
        <Table<InvoiceLine & { key: number }> size="small" columns={invoiceColumns} dataSource={invoiceLines.map((line, key) => ({ ...line, key }))} pagination={false} scroll={{ x: 'max-content' }} />
      </Col>
      <Col xs={24} xl={12}>
        <OrderAddress title={t('orderList.detail.receiver')} party={receiver} />
      </Col>
      <Col xs={24} xl={12}>
        <OrderAddress title={t('orderList.detail.sender')} party={sender} />
      </Col>
    </Row>
  );
}
