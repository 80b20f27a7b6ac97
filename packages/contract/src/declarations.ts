import type { CommandDeclaration } from './command.ts';
import { auditLogDeclarations } from './auditLog/commands.ts';
import { accountDeclarations, passwordDeclarations, registrationDeclarations, sessionDeclarations } from './auth/commands.ts';
import { companyDeclarations } from './company/commands.ts';
import { languageDeclarations } from './language/commands.ts';
import { positionDeclarations } from './position/commands.ts';
import { preferenceDeclarations } from './preference/commands.ts';
import { homeDeclarations } from './home/commands.ts';
import { customerDeclarations } from './customer/commands.ts';
import { customerGroupDeclarations } from './customerGroup/commands.ts';
import { siteDeclarations } from './site/commands.ts';
import { staffDeclarations } from './staff/commands.ts';
import { inviteDeclarations } from './invite/commands.ts';
import { partnerDeclarations } from './partner/commands.ts';
import { transAgreementDeclarations } from './transAgreement/commands.ts';
import { customerOrderRuleDeclarations } from './customerOrderRule/commands.ts';
import { blacklistDeclarations } from './blacklist/commands.ts';
import { fileDeclarations } from './file/commands.ts';
import { importTemplateDeclarations } from './importTemplate/commands.ts';
import { orderExportDeclarations } from './orderExport/commands.ts';
import { orderImportDeclarations } from './orderImport/commands.ts';
import { taskDeclarations } from './task/commands.ts';
import { limitQueryDeclarations } from './limitQuery/commands.ts';
import { trackingDeclarations } from './tracking/commands.ts';
import { segmentDeclarations } from './segment/commands.ts';
import { channelDeclarations } from './channel/commands.ts';
import { addressDeclarations } from './address/commands.ts';
import { orderDeclarations } from './order/commands.ts';
import { printTemplateDeclarations } from './printTemplate/commands.ts';
import { printAgentDeclarations } from './printAgent/commands.ts';
import { printOrderDeclarations } from './printOrder/commands.ts';
import { postcodeDeclarations } from './postcode/commands.ts';
import { destinationDeclarations } from './destination/commands.ts';
import { airportDeclarations } from './airport/commands.ts';
import { cityAbbreviationDeclarations } from './cityAbbreviation/commands.ts';
import { subjectDeclarations } from './subject/commands.ts';
import { dataUpdateDeclarations } from './dataUpdate/commands.ts';
import { remoteAreaDeclarations } from './remoteArea/commands.ts';
import { skuDeclarations } from './sku/commands.ts';
import { baseDataDeclarations } from './baseData/commands.ts';
import { exchangeRateDeclarations } from './exchangeRate/commands.ts';
import { rateCardDeclarations } from './rateCard/commands.ts';
import { priceLevelDeclarations } from './priceLevel/commands.ts';
import { financeDeclarations } from './finance/commands.ts';
import { billDeclarations } from './finance/bill-commands.ts';
import { financeDeptDeclarations } from './financeDept/commands.ts';
import { dunningDeclarations } from './dunning/commands.ts';
import { settlementDeclarations } from './settlement/commands.ts';
import { orderPriceDeclarations } from './orderPrice/commands.ts';
import { englishNameRuleDeclarations } from './englishNameRule/commands.ts';

/** Every declared command: the server implements each one, the catalogue and OpenAPI document list them. */
export const allDeclarations: readonly CommandDeclaration[] = [...customerDeclarations, ...customerGroupDeclarations, ...siteDeclarations, ...staffDeclarations, ...inviteDeclarations, ...partnerDeclarations, ...transAgreementDeclarations, ...customerOrderRuleDeclarations, ...blacklistDeclarations, ...auditLogDeclarations,
  ...accountDeclarations, ...passwordDeclarations, ...registrationDeclarations, ...sessionDeclarations,
  ...companyDeclarations, ...languageDeclarations, ...positionDeclarations, ...preferenceDeclarations, ...homeDeclarations, ...fileDeclarations, ...taskDeclarations, ...orderExportDeclarations, ...orderImportDeclarations, ...importTemplateDeclarations,
  ...limitQueryDeclarations, ...trackingDeclarations, ...segmentDeclarations, ...channelDeclarations, ...addressDeclarations, ...orderDeclarations,
  ...printTemplateDeclarations, ...printAgentDeclarations, ...printOrderDeclarations, ...postcodeDeclarations,
  ...destinationDeclarations, ...airportDeclarations, ...cityAbbreviationDeclarations, ...subjectDeclarations, ...dataUpdateDeclarations, ...remoteAreaDeclarations, ...skuDeclarations, ...englishNameRuleDeclarations, ...baseDataDeclarations, ...exchangeRateDeclarations, ...rateCardDeclarations, ...priceLevelDeclarations, ...orderPriceDeclarations, ...financeDeclarations, ...billDeclarations, ...financeDeptDeclarations, ...settlementDeclarations, ...dunningDeclarations];
