export * from './bill.table.ts';
export { billCommands } from './bill.commands.ts';
export { customersToBill, generateBillsTask } from './bill-generation.task.ts';
export { billCustomer } from './bill-customer.ts';
export { applyWriteOff } from './bill-write-off.ts';
export { exportBillLinesTask } from './bill-export.task.ts';
