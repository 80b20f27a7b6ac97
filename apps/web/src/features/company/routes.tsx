import type { ShellRoute } from '../../app/shellRoute.ts';
import { CompanySettingsPage } from './CompanySettingsPage.tsx';

export const companyRoutes: ShellRoute[] = [
  { path: '/systemManagent/customConfig', tabName: 'menu.customConfig', element: <CompanySettingsPage /> },
];
