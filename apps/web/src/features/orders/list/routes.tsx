import type { ShellRoute } from '../../../app/shellRoute.ts';
import { ORDER_LIST_CONFIGS } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** The five order lists, one generic page each driven by its config. */
export const orderListRoutes: ShellRoute[] = ORDER_LIST_CONFIGS.map((config) => ({
  path: config.path,
  tabName: config.tabName,
  element: <OrderListPage key={config.listKey} config={config} />,
}));
