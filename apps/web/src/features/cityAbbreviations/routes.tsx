import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const CityAbbreviationPage = lazyPage(() => import('./CityAbbreviationPage.tsx'), 'CityAbbreviationPage');

export const cityAbbreviationRoutes: ShellRoute[] = [
  { path: '/cityAbbreviation', tabName: 'menu.cityAbbreviation', element: <CityAbbreviationPage /> },
];
