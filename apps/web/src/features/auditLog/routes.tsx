import type { ShellRoute } from '../../app/shellRoute.ts';
import { LogQueryPage } from './LogQueryPage.tsx';

export const auditLogRoutes: ShellRoute[] = [
  { path: '/systemManagent/logQuery', tabName: 'menu.logQuery', element: <LogQueryPage /> },
];
