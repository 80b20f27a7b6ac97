import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const AirportPage = lazyPage(() => import('./AirportPage.tsx'), 'AirportPage');

export const airportRoutes: ShellRoute[] = [
  { path: '/dataManage/airportCode', tabName: 'menu.airportCode', element: <AirportPage /> },
];
