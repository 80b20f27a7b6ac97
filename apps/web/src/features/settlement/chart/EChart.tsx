import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { echarts } from './echarts.ts';

export type EChartProps = { option: EChartsCoreOption; height: number; label: string };

/** One chart drawn on canvas, resized with its box; the label names it for screen readers. */
export function EChart({ option, height, label }: EChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
