import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const SkuPage = lazyPage(() => import('./SkuPage.tsx'), 'SkuPage');

export const skuRoutes: ShellRoute[] = [
  { path: '/systemManagent/skuLibrary', tabName: 'menu.skuLibrary', element: <SkuPage /> },
];
