import type { ShellRoute } from '../../app/shellRoute.ts';
import { AuthorityPage } from './AuthorityPage.tsx';

export const positionRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/powerManagement/authority', tabName: 'menu.authority', element: <AuthorityPage /> },
];
