import type { ShellRoute } from '../shellRoute.ts';
import { lazyPage } from '../lazyPage.ts';
import { HOME_PATH, HOME_TAB_NAME } from '../shell/tabList.ts';

const HomePage = lazyPage(() => import('./HomePage.tsx'), 'HomePage');

/** The home tab: always open, never closable. */
export const homeRoute: ShellRoute = { path: HOME_PATH, tabName: HOME_TAB_NAME, element: <HomePage /> };
