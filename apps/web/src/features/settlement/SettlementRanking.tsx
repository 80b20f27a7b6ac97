import { useMemo } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementTopGroup } from '@parcelflow/contract';
import { rankingOption } from './chart/chartOptions.ts';
import { LazyEChart } from './chart/LazyEChart.tsx';
import { useChartTheme } from './chart/useChartTheme.ts';

type Props = { top: readonly SettlementTopGroup[] | undefined; height: number; label: string };

/** The groups with the largest receivable as bars, with what they received when it is theirs (not by channel); a placeholder until they come. */
export function SettlementRanking({ top, height, label }: Props) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const option = useMemo(() => {
    if (!top) return null;
    const names = top.map((group) => (group.code === null ? t('settlement.noSite') : `${group.code} ${group.name ?? ''}`.trim()));
    const withReceived = top.every((group) => group.received !== null);
    return rankingOption(
      names,
      { name: t('settlement.chart.receivable'), texts: top.map((group) => group.receivable) },
      withReceived ? { name: t('settlement.chart.received'), texts: top.map((group) => group.received ?? '0') } : null,
      theme,
    );
  }, [top, t, theme]);
  if (!top || !option) return <Skeleton.Node active style={{ height, width: '100%' }} />;
  if (!top.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settlement.chart.empty')} style={{ height, margin: 0 }} />;
  return <LazyEChart option={option} height={height} label={label} />;
}
