import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const RemoteAreaPage = lazyPage(() => import('./RemoteAreaPage.tsx'), 'RemoteAreaPage');

export const remoteAreaRoutes: ShellRoute[] = [
  { path: '/Dataquery/remotedata', tabName: 'menu.remoteArea', element: <RemoteAreaPage /> },
];
