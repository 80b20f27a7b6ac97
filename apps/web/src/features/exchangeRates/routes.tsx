import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const ExchangeRatePage = lazyPage(() => import('./ExchangeRatePage.tsx'), 'ExchangeRatePage');

export const exchangeRateRoutes: ShellRoute[] = [
  { path: '/systemManagent/financialData', tabName: 'menu.financialData', element: <ExchangeRatePage /> },
];
