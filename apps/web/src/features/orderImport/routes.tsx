import type { ShellRoute } from '../../app/shellRoute.ts';
import { OrderImportPage } from './OrderImportPage.tsx';

export const orderImportRoutes: ShellRoute[] = [
  { path: '/orderManagement/createOrder/overseasEntryImport', tabName: 'menu.orderImport', element: <OrderImportPage /> },
  { path: '/orderManagement/createOrder/forecastUpload', tabName: 'menu.forecastUpload', element: <OrderImportPage asOwner /> },
];
