import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { customerCallRefusal, customers } from '../customer/index.ts';
import { moneyCustomersWhere } from '../ledger/index.ts';
import { recharges } from './recharge.table.ts';

/**
 * Which of these files are recharge vouchers, and whether the caller may read each (file/fileDownload asks): whoever
 * sees the recharge, that is holds recharge.view (a customer's login also its group's grant of pay/listRecharges)
 * and sees its customer's money, the cargo owner who recorded it at its carrier included. Files not listed are no voucher.
 */
export async function voucherAccess(db: Db, caller: Caller, fileIds: readonly number[]): Promise<ReadonlyMap<number, boolean>> {
  if (!fileIds.length) return new Map();
  const vouchers = await db.select({ fileId: recharges.voucherFileId, customerId: recharges.customerId }).from(recharges)
    .where(and(isNotNull(recharges.voucherFileId), inArray(recharges.voucherFileId, [...fileIds])));
  if (!vouchers.length) return new Map();
  const seen = await visibleCustomers(db, caller, vouchers.map((voucher) => voucher.customerId));
  return new Map(vouchers.map((voucher) => [voucher.fileId!, seen.has(voucher.customerId)]));
}

async function visibleCustomers(db: Db, caller: Caller, customerIds: number[]): Promise<Set<number>> {
  if (!caller.functions.has('recharge.view')) return new Set();
  if (caller.customerId !== null && await customerCallRefusal(db, caller.customerId, 'pay/listRecharges', true)) return new Set();
  const rows = await db.select({ id: customers.id }).from(customers).where(and(inArray(customers.id, customerIds), moneyCustomersWhere(db, caller)));
  return new Set(rows.map((row) => row.id));
}
