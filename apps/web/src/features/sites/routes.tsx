import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const SitePage = lazyPage(() => import('./SitePage.tsx'), 'SitePage');

export const siteRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/siteManagement', tabName: 'menu.siteManagement', element: <SitePage /> },
];
