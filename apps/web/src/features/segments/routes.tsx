import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const SegmentPage = lazyPage(() => import('./SegmentPage.tsx'), 'SegmentPage');

export const segmentRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/NumberSegment', tabName: 'menu.numberSegment', element: <SegmentPage /> },
];
