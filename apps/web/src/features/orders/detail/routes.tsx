import type { ShellRoute } from '../../../app/shellRoute.ts';
import { lazyPage } from '../../../app/lazyPage.ts';
import { ORDER_PAGES, type OrderPageMode } from '../orderPages.ts';

const OrderDetailPage = lazyPage(() => import('./OrderDetailPage.tsx'), 'OrderDetailPage');

/** Each {id} route of the spec once (several kinds share the overseas-entry pages), its tab named after it. */
const pages = Object.values(ORDER_PAGES).flatMap((modes) => (Object.entries(modes) as [OrderPageMode, string][]).map(([mode, path]) => ({ mode, path })));
const unique = [...new Map(pages.map((page) => [page.path, page])).values()];

export const orderDetailRoutes: ShellRoute[] = unique.map(({ mode, path }) => ({
  path: `${path}/:id`,
  tabName: `orderForm.route.${path.slice(1)}`,
  element: <OrderDetailPage key={path} mode={mode} />,
  // Outside the menus: an order opens for whoever may view orders.
  needs: 'order.view' as const,
}));
