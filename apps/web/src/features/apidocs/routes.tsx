import type { ShellRoute } from '../../app/shellRoute.ts';
import { ApiCommandsPage } from './ApiCommandsPage.tsx';

export const apidocsRoutes: ShellRoute[] = [{ path: '/systemManagent/apiCommands', tabName: 'menu.apiCommands', element: <ApiCommandsPage /> }];
