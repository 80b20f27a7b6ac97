import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

// The exchange rates, with the settlement overview in a tab before them for holders of settlement.view (docs/finance.md).
const FinancialDataPage = lazyPage(() => import('../settlement/FinancialDataPage.tsx'), 'FinancialDataPage');

export const exchangeRateRoutes: ShellRoute[] = [
  { path: '/systemManagent/financialData', tabName: 'menu.financialData', element: <FinancialDataPage /> },
];
