import type { ShellRoute } from '../../app/shellRoute.ts';
import { ImportTemplatesPage } from './ImportTemplatesPage.tsx';

export const importTemplateRoutes: ShellRoute[] = [
  { path: '/orderManagement/Print/importTheConfiguration', tabName: 'menu.importTheConfiguration', element: <ImportTemplatesPage /> },
];
