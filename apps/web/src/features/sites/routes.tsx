import type { ShellRoute } from '../../app/shellRoute.ts';
import { SitePage } from './SitePage.tsx';

export const siteRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/siteManagement', tabName: 'menu.siteManagement', element: <SitePage /> },
];
