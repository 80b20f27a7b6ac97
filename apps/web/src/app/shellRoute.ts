import type { ReactNode } from 'react';
import type { FunctionKey } from '@parcelflow/contract';

/**
 * A page opened as a tab inside the shell; tabs are unique by `tabName` (its i18n key). A page outside the menus
 * names the function it needs to open (`needs`); a menu's page needs one of its menu's (canOpenPage).
 */
export type ShellRoute = { path: string; tabName: string; element: ReactNode; needs?: FunctionKey };
