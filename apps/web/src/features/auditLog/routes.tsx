import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const LogQueryPage = lazyPage(() => import('./LogQueryPage.tsx'), 'LogQueryPage');

export const auditLogRoutes: ShellRoute[] = [
  { path: '/systemManagent/logQuery', tabName: 'menu.logQuery', element: <LogQueryPage /> },
];
