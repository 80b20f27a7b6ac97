import { declareCommand } from '../command.ts';
import { taskView } from '../task/task.ts';
import { startOrderExportInput } from './request.ts';

/** The order list's export: an .xlsx written by a background task. */
export const startOrderExport = declareCommand({
  service: 'main', command: 'startOrderExport', permission: 'order.view', input: startOrderExportInput, output: taskView,
  summary: 'Queue an .xlsx export of the filtered order list with the chosen columns (at most 100,000 orders, one export per user at a time); answers the task.',
});

export const orderExportDeclarations = [startOrderExport];
