import type { EChartProps } from './EChart.tsx';

type Drawn = { series: { name: string; data: number[] }[]; xAxis?: { data?: string[] }; yAxis?: { data?: string[] } };

/**
 * Stands for LazyEChart in jsdom (no canvas): the chart's label and what it would draw, as text a test can read
 * ("应收 1,2 | 实收 3,4 @ 2026-01,2026-02").
 */
export function ChartStub({ option, label }: EChartProps) {
  const drawn = option as unknown as Drawn;
  const axis = drawn.xAxis?.data ?? drawn.yAxis?.data ?? [];
  const text = `${drawn.series.map((series) => `${series.name} ${series.data.join(',')}`).join(' | ')} @ ${axis.join(',')}`;
  return <div role="img" aria-label={label}>{text}</div>;
}
