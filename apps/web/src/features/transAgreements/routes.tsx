import type { ShellRoute } from '../../app/shellRoute.ts';
import { TransAgreementPage } from './TransAgreementPage.tsx';

export const transAgreementRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/transAgreement', tabName: 'menu.transAgreement', element: <TransAgreementPage /> },
];
