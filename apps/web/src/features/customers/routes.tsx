import type { ShellRoute } from '../../app/shellRoute.ts';
import { CustomerPage } from './CustomerPage.tsx';

export const customerRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/customerManagement', tabName: 'menu.customerManagement', element: <CustomerPage /> },
];
