import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PriceQueryPage = lazyPage(() => import('./PriceQueryPage.tsx'), 'PriceQueryPage');
const OwnPriceQueryPage = lazyPage(() => import('./OwnPriceQueryPage.tsx'), 'OwnPriceQueryPage');

export const priceQueryRoutes: ShellRoute[] = [
  { path: '/financeManagement/pricequery', tabName: 'menu.priceQuery', element: <PriceQueryPage /> },
  { path: '/financeManagement/pricequerysht', tabName: 'menu.priceQueryOwn', element: <OwnPriceQueryPage /> },
];
