import type { ShellRoute } from '../../app/shellRoute.ts';
import { OrderRulePage } from './OrderRulePage.tsx';

export const orderRuleRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/customerorderrules', tabName: 'menu.customerOrderRules', element: <OrderRulePage /> },
];
