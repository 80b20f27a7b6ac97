import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PrintLogPage = lazyPage(() => import('./PrintLogPage.tsx'), 'PrintLogPage');
const ScanToPrintPage = lazyPage(() => import('./ScanToPrintPage.tsx'), 'ScanToPrintPage');

export const printingRoutes: ShellRoute[] = [
  { path: '/systemManagent/printquery', tabName: 'menu.printLog', element: <PrintLogPage /> },
  { path: '/orderManagement/ScantoPrint', tabName: 'menu.scanToPrint', element: <ScanToPrintPage /> },
];
