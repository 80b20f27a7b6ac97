import type { ReactNode } from 'react';

/** A page opened as a tab inside the shell; tabs are unique by `tabName` (its i18n key). */
export type ShellRoute = { path: string; tabName: string; element: ReactNode };
