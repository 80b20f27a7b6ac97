import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';
import { BILL_DETAILS_PATH, BILL_QUERY_PATH } from './paths.ts';

const BillQueryPage = lazyPage(() => import('./BillQueryPage.tsx'), 'BillQueryPage');
const BillDetailsPage = lazyPage(() => import('./BillDetailsPage.tsx'), 'BillDetailsPage');

export const billRoutes: ShellRoute[] = [
  { path: BILL_QUERY_PATH, tabName: 'menu.billQuery', element: <BillQueryPage /> },
  { path: BILL_DETAILS_PATH, tabName: 'menu.billDetails', element: <BillDetailsPage /> },
];
