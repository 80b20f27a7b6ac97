import { exportOrders } from './modules/orderExport/index.ts';
import { importOrders } from './modules/orderImport/index.ts';
import { postcodeWriter } from './modules/postcode/index.ts';
import { destinationWriter } from './modules/destination/index.ts';
import { cityAbbreviationWriter } from './modules/cityAbbreviation/index.ts';
import { englishNameRuleWriter } from './modules/englishNameRule/index.ts';
import { baseDataWriter } from './modules/baseData/index.ts';
import { exchangeRateWriter } from './modules/exchangeRate/index.ts';
import { skuWriter } from './modules/sku/index.ts';
import { subjectWriter } from './modules/subject/index.ts';
import { airportExport } from './modules/airport/index.ts';
import { blacklistWriter } from './modules/blacklist/index.ts';
import { remoteAreaWriter } from './modules/remoteArea/index.ts';
import { printOrdersTask } from './modules/print/index.ts';
import { exportBillLinesTask, generateBillsTask } from './modules/bill/index.ts';
import { rateCardImportHandler } from './modules/rateCard/index.ts';
import { exportSettlement } from './modules/settlement/index.ts';
import { tableExportHandler, tableImportHandler, type TableWriter } from './modules/tableImport/index.ts';
import type { TaskHandlers } from './tasks/handler.ts';

/** The reference tables a workbook imports into and exports from; a module adds its writer here (docs/reference-data.md). */
const referenceTables: TableWriter[] = [postcodeWriter, destinationWriter, cityAbbreviationWriter, blacklistWriter, remoteAreaWriter, subjectWriter, skuWriter, englishNameRuleWriter, baseDataWriter, exchangeRateWriter];

/** The handler of each task type run by this server; a module adds its own here, as commands.ts lists commands. */
export const allTaskHandlers: TaskHandlers = {
  orderExport: exportOrders, orderImport: importOrders, printOrders: printOrdersTask, rateCardImport: rateCardImportHandler,
  tableImport: tableImportHandler(referenceTables), tableExport: tableExportHandler([...referenceTables, airportExport]),
  settlementExport: exportSettlement,
  billGeneration: generateBillsTask, billExport: exportBillLinesTask,
};
