import { CommandError, fieldError, RESULT_CODES } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';

/**
 * Who may ask an import to audit its orders: a carrier's user holding the audit function (else 10021, as audit
 * pass answers). A cargo owner never audits (invalidValue): its forecast orders wait for the carrier's audit.
 */
export function assertAutoAuditAllowed(caller: Pick<Caller, 'companyKind' | 'functions'>): void {
  if (caller.companyKind !== 'carrier') throw fieldError('autoAudit', 'invalidValue');
  if (!caller.functions.has('order.audit')) throw new CommandError(RESULT_CODES.noPermission, { permission: 'order.audit' });
}
