import type { ShellRoute } from '../../../app/shellRoute.ts';
import { WithQueryLimits } from '../../queryLimits/WithQueryLimits.tsx';
import { ORDER_LIST_CONFIGS } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** The five order lists, one generic page each driven by its config. */
export const orderListRoutes: ShellRoute[] = ORDER_LIST_CONFIGS.map((config) => ({
  path: config.path,
  tabName: config.tabName,
  // A list opens on the company's window (the last 31 days, or the current day), read from its limits.
  element: <WithQueryLimits key={config.listKey}><OrderListPage config={config} /></WithQueryLimits>,
}));
