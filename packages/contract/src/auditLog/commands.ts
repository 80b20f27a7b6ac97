import { declareCommand, pageOf } from '../command.ts';
import { auditLogRow, listAuditLogInput } from './auditLog.ts';

/** systemManagent/logQuery: who changed which record of the company, when and how. */
export const listAuditLog = declareCommand({
  service: 'main', command: 'listAuditLog', permission: 'auditLog.view', input: listAuditLogInput, output: pageOf(auditLogRow),
  summary: "The company's audit log (logQuery) for at most 31 days: who changed which record, when, from where, and each field before and after.",
});

export const auditLogDeclarations = [listAuditLog];
