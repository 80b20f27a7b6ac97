import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const AddressBookPage = lazyPage(() => import('./AddressBookPage.tsx'), 'AddressBookPage');

export const addressBookRoutes: ShellRoute[] = [
  { path: '/systemManagent/address', tabName: 'menu.addressBook', element: <AddressBookPage /> },
];
