export { rateCardExcelCommands } from './rateCardExcel.commands.ts';
export { rateCardImportHandler } from './rateCardImport.task.ts';
