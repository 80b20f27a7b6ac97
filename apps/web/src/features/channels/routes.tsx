import type { ShellRoute } from '../../app/shellRoute.ts';
import { ChannelPage } from './ChannelPage.tsx';

export const channelRoutes: ShellRoute[] = [
  { path: '/enterpriseManagement/transportationChannel', tabName: 'menu.transportationChannel', element: <ChannelPage /> },
];
