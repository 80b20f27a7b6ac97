import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { datedNumberSql } from '../db/dated-number.ts';
import { accounts, users } from '../modules/account/index.ts';
import { applyWriteOff, billAmounts, billCustomer, billLines, bills, customersToBill } from '../modules/bill/index.ts';
import { companies } from '../modules/company/index.ts';
import { dunningRules } from '../modules/dunning/index.ts';

const DAY = 86_400_000;
/** Days before the seed on which finance billed the periods that held them: the current period stays to bill. */
const BILLED_DAYS_AGO = [45, 30, 16, 8];
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * HYEXP's bills, as finance would have left them: its billed customers' past periods billed (each bill dated the day
 * after its period), those ended more than three weeks ago confirmed, the oldest written off in full against a
 * transfer and the next in part, one line of a recent bill disputed by the customer; and a dunning rule for bills
 * left open past their due day.
 */
export async function seedBills(db: Db, companyNo: string, now = new Date()): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const [{ id: userId }] = await db.select({ id: users.id }).from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(accounts.account, 'demoadmin'), eq(users.companyId, companyId)));
  for (const daysAgo of BILLED_DAYS_AGO) {
    for (const target of await customersToBill(db, companyId, { day: isoDay(now.getTime() - daysAgo * DAY) })) {
      // Only periods already over, as finance bills them.
      if (target.to < isoDay(now.getTime())) await billCustomer(db, target, { companyId, userId, taskId: null });
    }
  }
  const madeAt = sql`((${bills.periodTo} + 1)::timestamp at time zone 'UTC' + interval '9 hours')`;
  await db.update(bills).set({ billDate: sql`${bills.periodTo} + 1`, createdAt: madeAt, billNo: datedNumberSql('BL', sql`${bills.id}`, madeAt) })
    .where(eq(bills.companyId, companyId));

  const settled = await db.select().from(bills)
    .where(and(eq(bills.companyId, companyId), sql`${bills.periodTo} < ${isoDay(now.getTime() - 21 * DAY)}::date`, eq(bills.writeOffStatus, 'unwrittenOff')))
    .orderBy(asc(bills.periodTo), asc(bills.id));
  for (const [index, bill] of settled.entries()) {
    await db.update(bills).set({ confirmStatus: 'confirmed', confirmedAt: sql`${bills.createdAt} + interval '2 days'`, confirmedBy: userId }).where(eq(bills.id, bill.id));
    if (index > 1) continue;
    const amounts = await db.select({ currency: billAmounts.currency, amount: sql<string>`${billAmounts.amount}::text`, half: sql<string>`round(${billAmounts.amount} / 2, 2)::text` })
      .from(billAmounts).where(and(eq(billAmounts.billId, bill.id), sql`${billAmounts.amount} > 0`));
    for (const amount of amounts) {
      await applyWriteOff(db, { ...bill, confirmStatus: 'confirmed' }, {
        currency: amount.currency, amount: index === 0 ? amount.amount : amount.half, receiptReference: `CMB-${bill.billNo.slice(-6)}`,
        receivedDate: isoDay(Date.parse(bill.periodTo) + 10 * DAY), remark: index === 0 ? undefined : '首笔回款',
      }, userId);
    }
  }
  const [recent] = await db.select({ id: bills.id }).from(bills)
    .where(and(eq(bills.companyId, companyId), eq(bills.confirmStatus, 'unconfirmed'), sql`${bills.ticketCount} > 1`)).orderBy(asc(bills.id)).limit(1);
  if (recent) {
    const [line] = await db.select({ id: billLines.id }).from(billLines).where(eq(billLines.billId, recent.id)).orderBy(asc(billLines.id)).limit(1);
    await db.update(billLines).set({ disputeReason: '重量与我方出库称重不符（我方 2.1 kg）', disputedAt: sql`now()` }).where(eq(billLines.id, line.id));
    await db.update(bills).set({ confirmStatus: 'disputed', disputedLines: 1 }).where(eq(bills.id, recent.id));
  }

  await db.insert(dunningRules).values({
    companyId, name: '账单逾期提醒', type: 'all', amount: '500.00', currency: 'RMB', billingDate: isoDay(now.getTime() - 90 * DAY),
    dueDays: 15, periodDays: 7, modes: ['message', 'mail'], userIds: [userId],
  });
}
