import type { ShellRoute } from '../../app/shellRoute.ts';
import { CustomerGroupPage } from './CustomerGroupPage.tsx';

export const customerGroupRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/powerManagement/custgroupmanage', tabName: 'menu.customerGroups', element: <CustomerGroupPage /> },
];
