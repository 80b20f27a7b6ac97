import type { ShellRoute } from '../../app/shellRoute.ts';
import { InvitePage } from './InvitePage.tsx';

export const inviteRoutes: ShellRoute[] = [
  { path: '/invite', tabName: 'menu.invite', element: <InvitePage /> },
];
