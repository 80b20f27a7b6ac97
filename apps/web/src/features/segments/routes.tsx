import type { ShellRoute } from '../../app/shellRoute.ts';
import { SegmentPage } from './SegmentPage.tsx';

export const segmentRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/NumberSegment', tabName: 'menu.numberSegment', element: <SegmentPage /> },
];
