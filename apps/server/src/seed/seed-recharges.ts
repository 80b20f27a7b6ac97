import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../modules/account/index.ts';
import { companies } from '../modules/company/index.ts';
import { customers } from '../modules/customer/index.ts';
import { recordFile } from '../modules/file/index.ts';
import { creditRecharge, nextRechargeId, rechargeNumber, recharges } from '../modules/recharge/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** A 1×1 PNG: the pending recharge's voucher. */
const VOUCHER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type DemoRecharge = {
  customer: string; recordedBy: string; daysAgo: number; amount: string; currency: 'RMB' | 'USD'; bankReference: string; remark?: string;
  outcome: 'confirmed' | 'pending' | { rejected: string };
};

/** HYEXP's transfers: C1005 (prepaid) and C0001 (demoowner's customer) credited, one waiting for the cashier, one refused. */
const DEMO_RECHARGES: DemoRecharge[] = [
  { customer: 'C1005', recordedBy: 'demoadmin', daysAgo: 12, amount: '8000.00', currency: 'RMB', bankReference: 'ICBC-20260105-0088', remark: '预付运费', outcome: 'confirmed' },
  { customer: 'C0001', recordedBy: 'demoowner', daysAgo: 9, amount: '20000.00', currency: 'RMB', bankReference: 'CMB-7730-2291', outcome: 'confirmed' },
  { customer: 'C0001', recordedBy: 'demoowner', daysAgo: 6, amount: '1500.00', currency: 'USD', bankReference: 'HSBC-HK-55120', outcome: 'confirmed' },
  { customer: 'C1005', recordedBy: 'demoadmin', daysAgo: 4, amount: '3000.00', currency: 'RMB', bankReference: 'ICBC-20260118-0131', outcome: { rejected: '银行流水中未查到该笔转账' } },
  { customer: 'C0001', recordedBy: 'demoowner', daysAgo: 1, amount: '1200.00', currency: 'USD', bankReference: 'HSBC-HK-55871', remark: '二月运费', outcome: 'pending' },
];

/**
 * The demo recharges of a carrier, credited through the ledger like a cashier's confirmation. The pending one carries
 * a voucher when the seed is given the server's file storage (main.ts); without one (tests, benchmarks) it has none.
 */
export async function seedRecharges(db: Db, companyNo: string, storage?: FileStorage, now = new Date()): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const customerIds = new Map((await db.select({ id: customers.id, code: customers.code }).from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.code, DEMO_RECHARGES.map((r) => r.customer))))).map((c) => [c.code, c.id]));
  const userIds = new Map((await db.select({ id: users.id, account: accounts.account }).from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(inArray(accounts.account, ['demoadmin', 'demoowner']))).map((u) => [u.account, u.id]));
  const cashier = userIds.get('demoadmin')!;
  for (const recharge of DEMO_RECHARGES) {
    const id = await nextRechargeId(db);
    const recordedAt = new Date(now.getTime() - recharge.daysAgo * 86_400_000);
    const rechargeNo = rechargeNumber(id, recordedAt);
    const handledAt = new Date(recordedAt.getTime() + 3 * 3_600_000);
    const rejected = typeof recharge.outcome === 'object' ? recharge.outcome.rejected : null;
    const [row] = await db.insert(recharges).values({
      id, companyId, customerId: customerIds.get(recharge.customer)!, rechargeNo, amount: recharge.amount, currency: recharge.currency,
      bankReference: recharge.bankReference, transferDate: recordedAt.toISOString().slice(0, 10), remark: recharge.remark ?? null,
      voucherFileId: recharge.outcome === 'pending' ? await storeVoucher(db, storage, { companyId, userId: userIds.get(recharge.recordedBy)! }, rechargeNo) : null,
      recordedBy: userIds.get(recharge.recordedBy)!, recordedAt,
      ...(rejected ? { status: 'rejected' as const, rejectReason: rejected, handledBy: cashier, handledAt } : {}),
    }).returning();
    if (recharge.outcome === 'confirmed') await creditRecharge(db, row, { userId: cashier });
  }
}

async function storeVoucher(db: Db, storage: FileStorage | undefined, owner: { companyId: number; userId: number }, rechargeNo: string): Promise<number | null> {
  if (!storage) return null;
  const stored = await storage.put(Readable.from([VOUCHER_PNG]), VOUCHER_PNG.length);
  return recordFile(db, owner, { name: `${rechargeNo}.png`, contentType: 'image/png', ...stored });
}
