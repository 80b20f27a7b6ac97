import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const OrderImportPage = lazyPage(() => import('./OrderImportPage.tsx'), 'OrderImportPage');

export const orderImportRoutes: ShellRoute[] = [
  { path: '/orderManagement/createOrder/overseasEntryImport', tabName: 'menu.orderImport', element: <OrderImportPage /> },
  { path: '/orderManagement/createOrder/forecastUpload', tabName: 'menu.forecastUpload', element: <OrderImportPage asOwner /> },
];
