import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const TransAgreementPage = lazyPage(() => import('./TransAgreementPage.tsx'), 'TransAgreementPage');

export const transAgreementRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/transAgreement', tabName: 'menu.transAgreement', element: <TransAgreementPage /> },
];
