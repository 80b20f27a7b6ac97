import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const PartnerPage = lazyPage(() => import('./PartnerPage.tsx'), 'PartnerPage');

export const partnerRoutes: ShellRoute[] = [
  { path: '/partner', tabName: 'menu.partner', element: <PartnerPage /> },
];
