import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const CustomerPage = lazyPage(() => import('./CustomerPage.tsx'), 'CustomerPage');

export const customerRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/customerManagement', tabName: 'menu.customerManagement', element: <CustomerPage /> },
];
