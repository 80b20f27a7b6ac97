export * from './auditLog.table.ts';
export { auditLogCommands } from './auditLog.commands.ts';
export { fieldChanges, recordChange, type ChangeActor, type ChangeRecord } from './record-change.ts';
export { auditedWrite, type Audited, type Tx, type WriteScope } from './audited-write.ts';
