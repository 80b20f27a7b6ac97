import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const RateCardListPage = lazyPage(() => import('./RateCardListPage.tsx'), 'RateCardListPage');
const RateCardPage = lazyPage(() => import('./RateCardPage.tsx'), 'RateCardPage');

export const rateCardRoutes: ShellRoute[] = [
  { path: '/financeManagement/rateCards', tabName: 'menu.rateCards', element: <RateCardListPage /> },
  // Outside the menus: a new card needs the edit right, an existing one opens for whoever may view cards.
  { path: '/financeManagement/rateCards/new', tabName: 'rateCard.tab.new', element: <RateCardPage key="new" />, needs: 'rateCard.edit' },
  { path: '/financeManagement/rateCards/:id', tabName: 'rateCard.tab.card', element: <RateCardPage key="card" />, needs: 'rateCard.view' },
];
