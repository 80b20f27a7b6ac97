import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const CustomerGroupPage = lazyPage(() => import('./CustomerGroupPage.tsx'), 'CustomerGroupPage');

export const customerGroupRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/powerManagement/custgroupmanage', tabName: 'menu.customerGroups', element: <CustomerGroupPage /> },
];
