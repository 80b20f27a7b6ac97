import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const LabelDesignerPage = lazyPage(() => import('./LabelDesignerPage.tsx'), 'LabelDesignerPage');

/** Opened from a print template's row (not a menu entry), so it names the function it needs: changing templates. */
export const labelDesignRoutes: ShellRoute[] = [
  { path: '/labeldesign/Labeldesign', tabName: 'menu.labelDesign', element: <LabelDesignerPage />, needs: 'printTemplate.edit' },
];
