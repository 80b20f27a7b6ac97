import type { ShellRoute } from '../../app/shellRoute.ts';
import { TrackingPage } from './TrackingPage.tsx';

export const trackingRoutes: ShellRoute[] = [
  { path: '/orderManagement/ordertrack', tabName: 'menu.orderTrack', element: <TrackingPage /> },
];
