import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PostcodePage = lazyPage(() => import('./PostcodePage.tsx'), 'PostcodePage');

export const postcodeRoutes: ShellRoute[] = [
  { path: '/Dataquery/zipcodeInformation', tabName: 'menu.postcode', element: <PostcodePage /> },
];
