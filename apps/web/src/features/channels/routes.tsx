import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const ChannelPage = lazyPage(() => import('./ChannelPage.tsx'), 'ChannelPage');

export const channelRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/transportationChannel', tabName: 'menu.transportationChannel', element: <ChannelPage /> },
];
