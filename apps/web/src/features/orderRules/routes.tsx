import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const OrderRulePage = lazyPage(() => import('./OrderRulePage.tsx'), 'OrderRulePage');

export const orderRuleRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/customerorderrules', tabName: 'menu.customerOrderRules', element: <OrderRulePage /> },
];
