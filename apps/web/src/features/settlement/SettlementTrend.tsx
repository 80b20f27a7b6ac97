import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementBucket, SettlementPoint } from '@parcelflow/contract';
import { trendOption } from './chart/chartOptions.ts';
import { LazyEChart } from './chart/LazyEChart.tsx';
import { useChartTheme } from './chart/useChartTheme.ts';
import { bucketLabel } from './groupBy.ts';

type Props = { series: readonly SettlementPoint[]; bucket: SettlementBucket; height: number; label: string };

/** Receivable (bars) against received (a line) per bucket. */
export function SettlementTrend({ series, bucket, height, label }: Props) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const option = useMemo(() => trendOption(
    series.map((point) => bucketLabel(point.bucket, bucket, (from) => from)),
    { name: t('settlement.chart.receivable'), texts: series.map((point) => point.receivable) },
    { name: t('settlement.chart.received'), texts: series.map((point) => point.received) },
    theme,
  ), [series, bucket, t, theme]);
  return <LazyEChart option={option} height={height} label={label} />;
}
