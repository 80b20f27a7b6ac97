import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const QueryLimitsPage = lazyPage(() => import('./QueryLimitsPage.tsx'), 'QueryLimitsPage');

export const queryLimitRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/limitquerysettings', tabName: 'menu.limitQuerySettings', element: <QueryLimitsPage /> },
];
