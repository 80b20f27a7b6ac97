export { orderExportCommands } from './orderExport.commands.ts';
export { exportOrders } from './orderExport.task.ts';
