export * from './bill.table.ts';
export { billCommands } from './bill.commands.ts';
export { generateBillsTask } from './bill-generation.task.ts';
export { exportBillLinesTask } from './bill-export.task.ts';
