export { settlementCommands } from './settlement.commands.ts';
export { exportSettlement } from './settlementExport.task.ts';
