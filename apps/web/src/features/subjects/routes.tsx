import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const SubjectPage = lazyPage(() => import('./SubjectPage.tsx'), 'SubjectPage');

export const subjectRoutes: ShellRoute[] = [
  { path: '/Dataquery/subjectInformation', tabName: 'menu.subject', element: <SubjectPage /> },
];
