import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';
import { SETTLEMENT_DETAILS_PATH } from './paths.ts';

const SettlementDetailsPage = lazyPage(() => import('./SettlementDetailsPage.tsx'), 'SettlementDetailsPage');

export const settlementRoutes: ShellRoute[] = [
  { path: SETTLEMENT_DETAILS_PATH, tabName: 'menu.settlementDetails', element: <SettlementDetailsPage /> },
];
