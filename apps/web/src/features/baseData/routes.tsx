import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const BaseDataPage = lazyPage(() => import('./BaseDataPage.tsx'), 'BaseDataPage');

export const baseDataRoutes: ShellRoute[] = [
  { path: '/systemManage/baseData', tabName: 'menu.baseData', element: <BaseDataPage /> },
];
