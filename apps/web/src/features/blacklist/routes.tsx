import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const BlacklistPage = lazyPage(() => import('./BlacklistPage.tsx'), 'BlacklistPage');
const BlacklistRulePage = lazyPage(() => import('./BlacklistRulePage.tsx'), 'BlacklistRulePage');

export const blacklistRoutes: ShellRoute[] = [
  { path: '/Dataquery/blacklist', tabName: 'menu.blacklist', element: <BlacklistPage /> },
  { path: '/blacklistrule', tabName: 'menu.blacklistRule', element: <BlacklistRulePage /> },
];
