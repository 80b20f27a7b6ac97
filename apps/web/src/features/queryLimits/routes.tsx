import type { ShellRoute } from '../../app/shellRoute.ts';
import { QueryLimitsPage } from './QueryLimitsPage.tsx';

export const queryLimitRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/limitquerysettings', tabName: 'menu.limitQuerySettings', element: <QueryLimitsPage /> },
];
