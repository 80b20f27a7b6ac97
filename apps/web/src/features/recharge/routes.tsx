import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const RechargePage = lazyPage(() => import('./RechargePage.tsx'), 'RechargePage');

export const rechargeRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/recharge', tabName: 'menu.recharge', element: <RechargePage /> },
];
