import type { ShellRoute } from '../../app/shellRoute.ts';
import { LanguagePage } from './LanguagePage.tsx';

export const languageRoutes: ShellRoute[] = [{ path: '/language', tabName: 'menu.language', element: <LanguagePage /> }];
