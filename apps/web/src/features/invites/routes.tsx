import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const InvitePage = lazyPage(() => import('./InvitePage.tsx'), 'InvitePage');

export const inviteRoutes: ShellRoute[] = [
  { path: '/invite', tabName: 'menu.invite', element: <InvitePage /> },
];
