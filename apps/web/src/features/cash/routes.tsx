import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const CashAccountPage = lazyPage(() => import('./CashAccountPage.tsx'), 'CashAccountPage');

export const cashRoutes: ShellRoute[] = [
  { path: '/financeManagement/cashquery', tabName: 'menu.cashQuery', element: <CashAccountPage /> },
];
