export { tableExcelCommands } from './table.commands.ts';
export { tableExportHandler } from './tableExport.task.ts';
export { tableImportHandler } from './tableImport.task.ts';
export type { TableExportSource, TableOwner, TableWriter } from './table-writer.ts';
export { storeReport } from './import-file.ts';
