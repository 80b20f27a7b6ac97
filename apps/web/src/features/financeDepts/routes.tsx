import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const FinanceDeptPage = lazyPage(() => import('./FinanceDeptPage.tsx'), 'FinanceDeptPage');

export const financeDeptRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/financialDept', tabName: 'menu.financialDept', element: <FinanceDeptPage /> },
];
