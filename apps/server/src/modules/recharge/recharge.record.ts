import { fieldError, type RecordRechargeInput, type RechargeView } from '@parcelflow/contract';
import type { Answer, GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { recordFile } from '../file/index.ts';
import { findMoneyCustomer } from '../ledger/index.ts';
import { nextRechargeId, rechargeNumber } from './recharge-number.ts';
import { findRechargeView } from './recharge.queries.ts';
import { recharges } from './recharge.table.ts';
import { storeVoucher } from './voucher.ts';

type Customer = { id: number; companyId: number };

/**
 * The customer a recharge is recorded for: a customer's login its own; a cargo owner its customer at a carrier and
 * staff one of their company's, both naming it (another company's customer is not found).
 */
async function rechargeCustomer(ctx: GuardedContext, customerId: number | undefined): Promise<Customer> {
  if (ctx.caller.customerId === null && customerId === undefined) throw fieldError('customerId', 'required');
  const customer = await findMoneyCustomer(ctx.db, ctx.caller, customerId);
  if (!customer) throw fieldError('customerId', 'notFound');
  return customer;
}

/** pay/recordRecharge: the transfer and its voucher, pending until the carrier's cashier handles it. */
export async function recordRecharge(ctx: GuardedContext, input: RecordRechargeInput): Promise<Answer<RechargeView>> {
  const customer = await rechargeCustomer(ctx, input.customerId);
  const voucher = await storeVoucher(ctx.storage, ctx.upload);
  const rechargeId = await auditedWrite(ctx, async ({ tx }) => {
    const id = await nextRechargeId(tx);
    const recordedAt = new Date();
    const rechargeNo = rechargeNumber(id, recordedAt);
    const voucherFileId = await recordFile(tx, { companyId: customer.companyId, userId: ctx.caller.userId }, {
      name: `${rechargeNo}.${voucher.extension}`, contentType: voucher.contentType, storageKey: voucher.storageKey, size: voucher.size,
    });
    const values = {
      id, companyId: customer.companyId, customerId: customer.id, rechargeNo, amount: input.amount, currency: input.currency,
      bankReference: input.bankReference, transferDate: input.transferDate, remark: input.remark || null, voucherFileId, recordedBy: ctx.caller.userId, recordedAt,
    };
    await tx.insert(recharges).values(values);
    // The carrier's log keeps it, whoever recorded it (a cargo owner records at its carrier).
    return { answer: id, changes: [{ entity: 'recharge', entityId: id, entityLabel: rechargeNo, action: 'create', after: values, companyId: customer.companyId }] };
  }).catch(async (error: unknown) => {
    await ctx.storage.remove(voucher.storageKey);
    throw error;
  });
  return findRechargeView(ctx.db, rechargeId);
}
