import type { ShellRoute } from '../../app/shellRoute.ts';
import { AddressBookPage } from './AddressBookPage.tsx';

export const addressBookRoutes: ShellRoute[] = [
  { path: '/systemManagent/address', tabName: 'menu.addressBook', element: <AddressBookPage /> },
];
