import type { ShellRoute } from '../../../app/shellRoute.ts';
import { CreateOrderPage } from './CreateOrderPage.tsx';
import { CREATE_ORDER_ROUTES } from './orderFormKinds.ts';

export const orderFormRoutes: ShellRoute[] = CREATE_ORDER_ROUTES.map(({ kind, path, tabName }) => ({
  path,
  tabName,
  element: <CreateOrderPage key={kind} kind={kind} />,
}));
