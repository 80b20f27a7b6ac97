import type { ShellRoute } from '../shellRoute.ts';
import { HOME_PATH, HOME_TAB_NAME } from '../shell/tabList.ts';
import { HomePage } from './HomePage.tsx';

/** The home tab: always open, never closable. */
export const homeRoute: ShellRoute = { path: HOME_PATH, tabName: HOME_TAB_NAME, element: <HomePage /> };
