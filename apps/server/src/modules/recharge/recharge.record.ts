import { fieldError, type RecordRechargeInput, type RechargeView } from '@parcelflow/contract';
import type { Answer, GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { recordFile } from '../file/index.ts';
import { findMoneyCustomer, findPartnerCustomer } from '../ledger/index.ts';
import { nextRechargeId, rechargeNumber } from './recharge-number.ts';
import { findRechargeView } from './recharge.queries.ts';
import { recharges } from './recharge.table.ts';
import { storeVoucher } from './voucher.ts';

type Customer = { id: number; companyId: number };

/**
 * The customer a recharge is recorded for: a customer's login its own; staff one of their company's, naming it; a
 * cargo owner its customer at a carrier, naming it or the carrier (a partner's number finds the customer the carrier
 * keeps for it; a customerId sent with it must be that one). Another company's customer is not found; staff or a
 * customer's login naming another carrier than their own is refused (invalidValue).
 */
async function rechargeCustomer(ctx: GuardedContext, input: Pick<RecordRechargeInput, 'customerId' | 'carrierCompanyNo'>): Promise<Customer> {
  const { caller } = ctx;
  const carrierNo = input.carrierCompanyNo?.toUpperCase();
  if (carrierNo !== undefined && caller.companyKind === 'cargoOwner') {
    const customer = await findPartnerCustomer(ctx.db, caller.companyId, carrierNo);
    if (!customer) throw fieldError('carrierCompanyNo', 'notFound');
    if (input.customerId !== undefined && input.customerId !== customer.id) throw fieldError('customerId', 'invalidValue');
    return customer;
  }
  if (carrierNo !== undefined && carrierNo !== caller.companyNo.toUpperCase()) throw fieldError('carrierCompanyNo', 'invalidValue');
  if (caller.customerId === null && input.customerId === undefined) throw fieldError('customerId', 'required');
  const customer = await findMoneyCustomer(ctx.db, caller, input.customerId);
  if (!customer) throw fieldError('customerId', 'notFound');
  return customer;
}

/** pay/recordRecharge: the transfer and its voucher, pending until the carrier's cashier handles it. */
export async function recordRecharge(ctx: GuardedContext, input: RecordRechargeInput): Promise<Answer<RechargeView>> {
  const customer = await rechargeCustomer(ctx, input);
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
