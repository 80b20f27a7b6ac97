import { blacklistTable } from './blacklist/blacklist-table.ts';
import { cityAbbreviationTable } from './cityAbbreviation/cityAbbreviation.ts';
import { destinationTable } from './destination/destination.ts';
import { postcodeTable } from './postcode/postcode.ts';
import { remoteAreaTable } from './remoteArea/remoteArea.ts';
import { subjectTable } from './subject/subject.ts';
import { skuTable } from './sku/sku.ts';
import { englishNameRuleTable } from './englishNameRule/englishNameRule.ts';
import { baseDataTable } from './baseData/baseData.ts';
import { exchangeRateTable } from './exchangeRate/exchangeRate.ts';
import type { TableDeclaration } from './tableImport/table.ts';

/**
 * Every reference table a workbook imports into, by name: the import worker takes its declaration (columns and
 * checks) from here, as a worker cannot be handed functions. A module adds its table here and plugs its writer into
 * the tableImport module (docs/reference-data.md).
 */
export const REFERENCE_TABLES: Readonly<Record<string, TableDeclaration<string, unknown>>> = {
  [postcodeTable.name]: postcodeTable,
  [destinationTable.name]: destinationTable,
  [cityAbbreviationTable.name]: cityAbbreviationTable,
  [blacklistTable.name]: blacklistTable,
  [remoteAreaTable.name]: remoteAreaTable,
  [subjectTable.name]: subjectTable,
  [skuTable.name]: skuTable,
  [englishNameRuleTable.name]: englishNameRuleTable,
  [baseDataTable.name]: baseDataTable,
  [exchangeRateTable.name]: exchangeRateTable,
};
