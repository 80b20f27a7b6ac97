import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderPriceRow } from '@parcelflow/contract';
import { useFunction } from '../../../app/authority.ts';
import { useBaseDataOptions } from '../../baseData/useBaseDataOptions.ts';
import { QuoteBreakdown } from '../../priceQuery/QuoteBreakdown.tsx';
import { refusalText } from '../../priceQuery/quoteTexts.ts';
import { useOrderPrices } from './api.ts';
import { ReweighModal } from './ReweighModal.tsx';

/** The latest selling price: the zone and weights, then the card's breakdown; or why the order could not be priced. */
function LatestPrice({ row }: { row: OrderPriceRow }) {
  const { t } = useTranslation();
  const { nameOf } = useBaseDataOptions();
  if (!row.breakdown) return <Alert type="warning" showIcon message={row.refusal ? refusalText(t, row.refusal) : t('orderPrice.notPriced')} />;
  const { breakdown } = row;
  const weights = [
    { key: 'zone', label: t('orderPrice.zone'), children: `${breakdown.zoneCode} ${breakdown.zoneName}` },
    { key: 'chargeable', label: t('orderPrice.chargeableWeight'), children: `${breakdown.chargeableWeight} kg` },
    { key: 'actual', label: t('orderPrice.actualWeight'), children: `${breakdown.actualWeight} kg` },
    { key: 'volumetric', label: t('orderPrice.volumetricWeight'), children: `${breakdown.volumetricWeight} kg` },
  ];
  return (
    <Space direction="vertical" size="small">
      <Typography.Title level={5}>{`${breakdown.total} ${breakdown.currency}`}</Typography.Title>
      <Descriptions size="small" column={2} items={weights} style={{ maxWidth: 480 }} />
      <QuoteBreakdown price={breakdown} goodsTypeName={(code) => nameOf('goodsType', code)} />
    </Space>
  );
}

/** Each selling price the order was given: when, at which stage, its weights (declared or measured) and total. */
function PriceHistory({ rows }: { rows: OrderPriceRow[] }) {
  const { t } = useTranslation();
  const columns = [
    { key: 'stage', title: t('orderPrice.history.stage'), render: (_: unknown, row: OrderPriceRow) => t(`orderPrice.stage.${row.stage}`) },
    { key: 'pricedAt', title: t('orderPrice.history.when'), render: (_: unknown, row: OrderPriceRow) => dayjs(row.pricedAt).format('YYYY-MM-DD HH:mm') },
    { key: 'actual', title: t('orderPrice.actualWeight'), render: (_: unknown, row: OrderPriceRow) => row.breakdown && `${row.breakdown.actualWeight} kg` },
    { key: 'chargeable', title: t('orderPrice.chargeableWeight'), render: (_: unknown, row: OrderPriceRow) => row.breakdown && `${row.breakdown.chargeableWeight} kg` },
    {
      key: 'total', title: t('orderPrice.history.total'),
      render: (_: unknown, row: OrderPriceRow) => (row.total ? `${row.total} ${row.currency}` : row.refusal && refusalText(t, row.refusal)),
    },
  ];
  // A view inside the order's page, all its rows at once: antd's Table, not a list command's PagedTable.
  return <Table size="small" rowKey="id" pagination={false} columns={columns} dataSource={rows} />;
}

/** The order's freight: its latest selling price with the breakdown, the prices before it, and a re-weigh. */
export function FreightCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [reweighing, setReweighing] = useState(false);
  const operate = useFunction('order.operate');
  const prices = useOrderPrices(orderId);
  const sells = (prices.data?.list ?? []).filter((row) => row.kind === 'sell');
  const [latest] = sells;
  const extra = operate.visible && (
    <Button disabled={!operate.usable} onClick={() => setReweighing(true)}>{t('orderPrice.reweigh.open')}</Button>
  );
  return (
    <Card size="small" title={t('orderPrice.title')} extra={extra} loading={prices.isPending}>
      {latest ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <LatestPrice row={latest} />
          <PriceHistory rows={sells} />
        </Space>
      ) : <Empty description={t('orderPrice.none')} />}
      <ReweighModal orderId={orderId} open={reweighing} onClose={() => setReweighing(false)} />
    </Card>
  );
}
