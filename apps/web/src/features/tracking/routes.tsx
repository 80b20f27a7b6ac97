import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const TrackingPage = lazyPage(() => import('./TrackingPage.tsx'), 'TrackingPage');

export const trackingRoutes: ShellRoute[] = [
  { path: '/orderManagement/ordertrack', tabName: 'menu.orderTrack', element: <TrackingPage /> },
];
