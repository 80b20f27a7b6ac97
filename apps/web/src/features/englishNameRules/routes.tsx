import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const EnglishNameRulePage = lazyPage(() => import('./EnglishNameRulePage.tsx'), 'EnglishNameRulePage');

export const englishNameRuleRoutes: ShellRoute[] = [
  { path: '/englishnamerules', tabName: 'menu.englishNameRule', element: <EnglishNameRulePage /> },
];
