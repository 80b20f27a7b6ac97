import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const DunningPage = lazyPage(() => import('./DunningPage.tsx'), 'DunningPage');

export const dunningRoutes: ShellRoute[] = [
  { path: '/financeManagement/dunning', tabName: 'menu.financeDunning', element: <DunningPage /> },
];
