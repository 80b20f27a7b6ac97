import type { ShellRoute } from '../../../app/shellRoute.ts';
import { lazyPage } from '../../../app/lazyPage.ts';
import { ORDER_LIST_CONFIGS, type OrderListConfig } from './listConfigs.ts';

// The page and its query-limits wrapper load their code together rather than one after the other.
const OrderListRoute = lazyPage(async () => {
  const [{ WithQueryLimits }, { OrderListPage }] = await Promise.all([import('../../queryLimits/WithQueryLimits.tsx'), import('./OrderListPage.tsx')]);
  return {
    OrderListRoute: ({ config }: { config: OrderListConfig }) => <WithQueryLimits><OrderListPage config={config} /></WithQueryLimits>,
  };
}, 'OrderListRoute');

/** The five order lists, one generic page each driven by its config. */
export const orderListRoutes: ShellRoute[] = ORDER_LIST_CONFIGS.map((config) => ({
  path: config.path,
  tabName: config.tabName,
  // A list opens on the company's window (the last 31 days, or the current day), read from its limits.
  element: <OrderListRoute key={config.listKey} config={config} />,
}));
