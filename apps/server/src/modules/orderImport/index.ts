export { orderImportCommands } from './orderImport.commands.ts';
export { importOrders } from './orderImport.handler.ts';
