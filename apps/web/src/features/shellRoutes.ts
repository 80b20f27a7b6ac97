import { homeRoute } from '../app/home/homeRoute.tsx';
import type { ShellRoute } from '../app/shellRoute.ts';
import { accountRoutes } from './account/routes.tsx';
import { apidocsRoutes } from './apidocs/routes.tsx';
import { companyRoutes } from './company/routes.tsx';
import { languageRoutes } from './language/routes.tsx';
import { positionRoutes } from './positions/routes.tsx';
import { segmentRoutes } from './segments/routes.tsx';
import { trackingRoutes } from './tracking/routes.tsx';
import { orderDetailRoutes } from './orders/detail/routes.tsx';
import { orderFormRoutes } from './orders/form/routes.tsx';
import { orderListRoutes } from './orders/list/routes.tsx';
import { orderImportRoutes } from './orderImport/routes.tsx';

/** Every page of the shell, each opened as a tab; features append their routes here. */
export const shellRoutes: ShellRoute[] = [homeRoute, ...positionRoutes, ...accountRoutes, ...languageRoutes, ...apidocsRoutes, ...companyRoutes, ...segmentRoutes, ...trackingRoutes, ...orderFormRoutes, ...orderDetailRoutes, ...orderListRoutes, ...orderImportRoutes];
