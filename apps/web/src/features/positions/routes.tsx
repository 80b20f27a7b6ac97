import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const AuthorityPage = lazyPage(() => import('./AuthorityPage.tsx'), 'AuthorityPage');

export const positionRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/powerManagement/authority', tabName: 'menu.authority', element: <AuthorityPage /> },
];
