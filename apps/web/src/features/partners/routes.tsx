import type { ShellRoute } from '../../app/shellRoute.ts';
import { PartnerPage } from './PartnerPage.tsx';

export const partnerRoutes: ShellRoute[] = [
  { path: '/partner', tabName: 'menu.partner', element: <PartnerPage /> },
];
