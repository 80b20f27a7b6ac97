import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PriceLevelPage = lazyPage(() => import('./PriceLevelPage.tsx'), 'PriceLevelPage');

export const priceLevelRoutes: ShellRoute[] = [
  { path: '/financeManagement/priceLevels', tabName: 'menu.priceLevels', element: <PriceLevelPage /> },
];
