import type { ShellRoute } from '../../app/shellRoute.ts';
import { StaffPage } from './StaffPage.tsx';

export const staffRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/staffManagement', tabName: 'menu.staffManagement', element: <StaffPage /> },
];
