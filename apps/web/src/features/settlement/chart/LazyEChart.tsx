import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { loadOrReload } from '../../../app/lazyPage.ts';
import type { EChartProps } from './EChart.tsx';

// ECharts comes in its own chunk, fetched the first time a chart is drawn: pages without a chart never load it.
const EChart = lazy(async () => ({ default: (await loadOrReload(() => import('./EChart.tsx'))).EChart }));

/** A chart, with a placeholder of its height while its code loads. */
export function LazyEChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ height: props.height, width: '100%' }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
