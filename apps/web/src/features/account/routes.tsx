import type { ShellRoute } from '../../app/shellRoute.ts';
import { AccountPage } from './AccountPage.tsx';
import { ChangePasswordMenuPage } from './ChangePasswordMenuPage.tsx';
import { CHANGE_PASSWORD_PATH } from './paths.ts';

export const accountRoutes: ShellRoute[] = [
  { path: '/user/other/account', tabName: 'menu.accountSettings', element: <AccountPage /> },
  { path: CHANGE_PASSWORD_PATH, tabName: 'menu.changePassword', element: <ChangePasswordMenuPage /> },
];
