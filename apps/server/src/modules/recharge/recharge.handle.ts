import { eq, sql } from 'drizzle-orm';
import { CommandError, RESULT_CODES, type RechargeStatus, type RechargeView } from '@parcelflow/contract';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { Answer, Caller, GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { creditRecharge, type Credited } from './recharge.credit.ts';
import { findRechargeView } from './recharge.queries.ts';
import { recharges } from './recharge.table.ts';

const alreadyHandled = (status: RechargeStatus) => new CommandError(RESULT_CODES.rechargeAlreadyHandled, { field: 'id', status });

/** Confirming and rejecting is the carrier's cashier's: a cargo owner or a customer's login never, whatever it holds. */
function refuseOutsideStaff(caller: Caller): void {
  if (caller.companyKind !== 'carrier' || caller.customerId !== null) throw new CommandError(RESULT_CODES.noPermission, { permission: 'recharge.confirm' });
}

/**
 * pay/confirmRecharge: the recharge's row is locked, so of two cashiers confirming at once the second finds it
 * confirmed (60003); the ledger's unique index on the recharge is the last guard.
 */
export async function confirmRecharge(ctx: GuardedContext, id: number): Promise<Credited & { id: number }> {
  refuseOutsideStaff(ctx.caller);
  try {
    return await auditedWrite(ctx, async ({ tx, findOwn }) => {
      const row = await findOwn(recharges, id, { lock: true });
      if (row.status !== 'pending') throw alreadyHandled(row.status);
      const credited = await creditRecharge(tx, row, { userId: ctx.caller.userId });
      return {
        answer: { id, ...credited },
        changes: [{ entity: 'recharge', entityId: id, entityLabel: row.rechargeNo, action: 'update', before: { status: row.status }, after: { status: 'confirmed', entryId: credited.entryId } }],
      };
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'ledger_entries_recharge_key') throw alreadyHandled('confirmed');
    throw error;
  }
}

/** pay/rejectRecharge: the recharge is closed with the reason; nothing is credited. */
export async function rejectRecharge(ctx: GuardedContext, id: number, reason: string): Promise<Answer<RechargeView>> {
  refuseOutsideStaff(ctx.caller);
  await auditedWrite(ctx, async ({ tx, findOwn }) => {
    const row = await findOwn(recharges, id, { lock: true });
    if (row.status !== 'pending') throw alreadyHandled(row.status);
    await tx.update(recharges).set({ status: 'rejected', rejectReason: reason, handledBy: ctx.caller.userId, handledAt: sql`now()` }).where(eq(recharges.id, id));
    return {
      answer: id,
      changes: [{ entity: 'recharge', entityId: id, entityLabel: row.rechargeNo, action: 'update', before: { status: row.status }, after: { status: 'rejected', rejectReason: reason } }],
    };
  });
  return findRechargeView(ctx.db, id);
}
