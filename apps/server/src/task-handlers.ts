import { exportOrders } from './modules/orderExport/index.ts';
import { importOrders } from './modules/orderImport/index.ts';
import { printOrdersTask } from './modules/print/index.ts';
import type { TaskHandlers } from './tasks/handler.ts';

/** The handler of each task type run by this server; a module adds its own here, as commands.ts lists commands. */
export const allTaskHandlers: TaskHandlers = { orderExport: exportOrders, orderImport: importOrders, printOrders: printOrdersTask };
