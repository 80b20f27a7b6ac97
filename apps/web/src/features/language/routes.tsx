import type { ShellRoute } from '../../app/shellRoute.ts';
import { loadAllLanguages } from '../../app/i18n.ts';
import { lazyPage } from '../../app/lazyPage.ts';

// The page lists every language's shipped texts, so it opens once all three are loaded.
const LanguagePage = lazyPage(async () => (await Promise.all([import('./LanguagePage.tsx'), loadAllLanguages()]))[0], 'LanguagePage');

export const languageRoutes: ShellRoute[] = [{ path: '/language', tabName: 'menu.language', element: <LanguagePage /> }];
