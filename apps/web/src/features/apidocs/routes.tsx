import type { ShellRoute } from '../../app/shellRoute.ts';
import { lazyPage } from '../../app/lazyPage.ts';

const ApiCommandsPage = lazyPage(() => import('./ApiCommandsPage.tsx'), 'ApiCommandsPage');

export const apidocsRoutes: ShellRoute[] = [{ path: '/systemManagent/apiCommands', tabName: 'menu.apiCommands', element: <ApiCommandsPage /> }];
