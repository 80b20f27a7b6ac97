import { homeRoute } from '../app/home/homeRoute.tsx';
import type { ShellRoute } from '../app/shellRoute.ts';
import { accountRoutes } from './account/routes.tsx';
import { apidocsRoutes } from './apidocs/routes.tsx';
import { companyRoutes } from './company/routes.tsx';
import { languageRoutes } from './language/routes.tsx';
import { positionRoutes } from './positions/routes.tsx';
import { segmentRoutes } from './segments/routes.tsx';
import { siteRoutes } from './sites/routes.tsx';
import { staffRoutes } from './staff/routes.tsx';
import { customerRoutes } from './customers/routes.tsx';
import { customerGroupRoutes } from './customerGroups/routes.tsx';
import { trackingRoutes } from './tracking/routes.tsx';
import { orderDetailRoutes } from './orders/detail/routes.tsx';
import { orderFormRoutes } from './orders/form/routes.tsx';
import { orderListRoutes } from './orders/list/routes.tsx';
import { orderImportRoutes } from './orderImport/routes.tsx';
import { importTemplateRoutes } from './importTemplates/routes.tsx';
import { printTemplateRoutes } from './printTemplates/routes.tsx';
import { labelDesignRoutes } from './labelDesign/routes.tsx';
import { auditLogRoutes } from './auditLog/routes.tsx';
import { printingRoutes } from './printing/routes.tsx';
import { inviteRoutes } from './invites/routes.tsx';
import { partnerRoutes } from './partners/routes.tsx';
import { addressBookRoutes } from './addressBook/routes.tsx';

import { channelRoutes } from './channels/routes.tsx';
import { transAgreementRoutes } from './transAgreements/routes.tsx';
import { orderRuleRoutes } from './orderRules/routes.tsx';
import { destinationRoutes } from './destinations/routes.tsx';
import { airportRoutes } from './airports/routes.tsx';
import { cityAbbreviationRoutes } from './cityAbbreviations/routes.tsx';
import { blacklistRoutes } from './blacklist/routes.tsx';
import { postcodeRoutes } from './postcodes/routes.tsx';
import { remoteAreaRoutes } from './remoteAreas/routes.tsx';
import { queryLimitRoutes } from './queryLimits/routes.tsx';

/** Every page of the shell, each opened as a tab; features append their routes here. */
export const shellRoutes: ShellRoute[] = [homeRoute, ...positionRoutes, ...accountRoutes, ...languageRoutes, ...apidocsRoutes, ...companyRoutes, ...segmentRoutes, ...siteRoutes, ...staffRoutes, ...customerRoutes, ...customerGroupRoutes, ...trackingRoutes, ...orderFormRoutes, ...orderDetailRoutes, ...orderListRoutes, ...orderImportRoutes, ...importTemplateRoutes, ...printTemplateRoutes, ...labelDesignRoutes, ...auditLogRoutes, ...printingRoutes, ...inviteRoutes, ...partnerRoutes, ...addressBookRoutes, ...channelRoutes, ...transAgreementRoutes, ...orderRuleRoutes, ...queryLimitRoutes, ...destinationRoutes, ...airportRoutes, ...cityAbbreviationRoutes, ...blacklistRoutes, ...postcodeRoutes, ...remoteAreaRoutes];
