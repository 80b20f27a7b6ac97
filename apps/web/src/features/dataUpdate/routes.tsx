import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const DataUpdatePage = lazyPage(() => import('./DataUpdatePage.tsx'), 'DataUpdatePage');

export const dataUpdateRoutes: ShellRoute[] = [
  { path: '/systemManagent/dataUpdate', tabName: 'menu.dataUpdate', element: <DataUpdatePage /> },
];
