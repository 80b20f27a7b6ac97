import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const CompanySettingsPage = lazyPage(() => import('./CompanySettingsPage.tsx'), 'CompanySettingsPage');

export const companyRoutes: ShellRoute[] = [
  { path: '/systemManagent/customConfig', tabName: 'menu.customConfig', element: <CompanySettingsPage /> },
];
