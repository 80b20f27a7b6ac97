import type { EChartsCoreOption } from 'echarts/core';
import { groupedAmount } from '../../cash/amountText.tsx';

/** The antd theme's colours and font, so the charts look like the rest of the page. */
export type ChartTheme = { receivable: string; received: string; text: string; font: string };

/** One series: its name and the server's exact texts, drawn as numbers and shown in the tooltip as the texts. */
type Series = { name: string; texts: readonly string[] };

// The line is straight from bucket to bucket: a smoothed one bends below zero or overshoots between empty buckets.
const seriesOf = ({ name, texts }: Series, type: 'bar' | 'line', color: string) => ({
  name, type, data: texts.map(Number), itemStyle: { color }, ...(type === 'line' ? { symbolSize: 6 } : { barMaxWidth: 28 }),
  tooltip: { valueFormatter: (_value: unknown, index: number) => groupedAmount(texts[index] ?? '') },
});

const base = (theme: ChartTheme) => ({
  textStyle: { fontFamily: theme.font, color: theme.text },
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
  legend: { top: 0, textStyle: { color: theme.text } },
});

/** Receivable as bars and received as a line over the buckets. */
export function trendOption(labels: readonly string[], receivable: Series, received: Series, theme: ChartTheme): EChartsCoreOption {
  return {
    ...base(theme),
    grid: { left: 8, right: 16, top: 32, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value' },
    series: [seriesOf(receivable, 'bar', theme.receivable), seriesOf(received, 'line', theme.received)],
  };
}

/** Horizontal bars, the largest on top; received beside receivable when the groups have it. */
export function rankingOption(names: readonly string[], receivable: Series, received: Series | null, theme: ChartTheme): EChartsCoreOption {
  const reversed = (series: Series) => ({ ...series, texts: [...series.texts].reverse() });
  return {
    ...base(theme),
    grid: { left: 8, right: 24, top: 32, bottom: 4, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: [...names].reverse(), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [seriesOf(reversed(receivable), 'bar', theme.receivable), ...(received ? [seriesOf(reversed(received), 'bar', theme.received)] : [])],
  };
}
