import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const DestinationPage = lazyPage(() => import('./DestinationPage.tsx'), 'DestinationPage');

export const destinationRoutes: ShellRoute[] = [
  { path: '/Dataquery/destination', tabName: 'menu.destination', element: <DestinationPage /> },
];
