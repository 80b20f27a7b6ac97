import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';
import { CHANGE_PASSWORD_PATH } from './paths.ts';

const AccountPage = lazyPage(() => import('./AccountPage.tsx'), 'AccountPage');
const ChangePasswordMenuPage = lazyPage(() => import('./ChangePasswordMenuPage.tsx'), 'ChangePasswordMenuPage');

export const accountRoutes: ShellRoute[] = [
  { path: '/user/other/account', tabName: 'menu.accountSettings', element: <AccountPage /> },
  { path: CHANGE_PASSWORD_PATH, tabName: 'menu.changePassword', element: <ChangePasswordMenuPage /> },
];
