import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const ImportTemplatesPage = lazyPage(() => import('./ImportTemplatesPage.tsx'), 'ImportTemplatesPage');

export const importTemplateRoutes: ShellRoute[] = [
  { path: '/orderManagement/Print/importTheConfiguration', tabName: 'menu.importTheConfiguration', element: <ImportTemplatesPage /> },
];
