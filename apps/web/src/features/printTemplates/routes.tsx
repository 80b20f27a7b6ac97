import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PrintTemplatesPage = lazyPage(() => import('./PrintTemplatesPage.tsx'), 'PrintTemplatesPage');

export const printTemplateRoutes: ShellRoute[] = [
  { path: '/orderManagement/Print/printConfiguration', tabName: 'menu.printConfiguration', element: <PrintTemplatesPage /> },
];
