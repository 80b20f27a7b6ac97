import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import type { listSettlementDetails } from '@parcelflow/contract';
import { useSettlementChart } from './api.ts';
import { bucketForRange } from './groupBy.ts';
import { SettlementTrend } from './SettlementTrend.tsx';

type Props = { filters: FiltersOf<typeof listSettlementDetails> };

const HEIGHT = 170;

/**
 * Receivable against received over the list's days, in its currency (RMB when it has none: one axis, one currency), by
 * the list's period when it is grouped by one, else by day, week or month as the range's length suits.
 */
export function SettlementDetailsChart({ filters }: Props) {
  const { t } = useTranslation();
  const currency = filters.currency ?? 'RMB';
  const bucket = filters.dimension === 'period' && filters.bucket ? filters.bucket : bucketForRange(filters.dateFrom, filters.dateTo);
  const chart = useSettlementChart({ dateFrom: filters.dateFrom, dateTo: filters.dateTo, currency, bucket, ranked: 'customer' });
  const title = t('settlement.chart.trend', { currency });
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <SettlementTrend series={chart.data?.series ?? []} bucket={bucket} height={HEIGHT} label={title} />
    </div>
  );
}
