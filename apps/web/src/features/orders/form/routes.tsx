import type { ShellRoute } from '../../../app/shellRoute.ts';
import { lazyPage } from '../../../app/lazyPage.ts';
import { CREATE_ORDER_ROUTES } from './orderFormKinds.ts';

const CreateOrderPage = lazyPage(() => import('./CreateOrderPage.tsx'), 'CreateOrderPage');

export const orderFormRoutes: ShellRoute[] = CREATE_ORDER_ROUTES.map(({ kind, path, tabName }) => ({
  path,
  tabName,
  element: <CreateOrderPage key={kind} kind={kind} />,
}));
