import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const StaffPage = lazyPage(() => import('./StaffPage.tsx'), 'StaffPage');

export const staffRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/staffManagement', tabName: 'menu.staffManagement', element: <StaffPage /> },
];
