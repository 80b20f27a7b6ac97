import { and, eq, sql } from 'drizzle-orm';
import type { BillPeriod, Currency, DunningRuleView, MyDunningReminders, Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../test/harness.ts';
import { billAmounts, bills } from '../bill/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { dunningReminders, dunningRules } from './dunning.table.ts';

const DAY_MS = 86_400_000;

/** The UTC day `days` before `from` (now by default), as bills and rules write days. */
export const dayBefore = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS).toISOString().slice(0, 10);
/** The moment `days` after `from`. */
export const later = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY_MS);

let billCount = 0;

/** A bill of a customer (by company number and code) written straight into the bill module's tables, one currency. */
export async function insertBill(db: Db, bill: {
  companyNo?: string; customerCode: string; billDate: string; period?: BillPeriod; currency?: Currency; amount: string; writtenOff?: string;
}): Promise<{ id: number; billNo: string; customerId: number }> {
  const [customer] = await db.select({ id: customers.id, companyId: customers.companyId, settlementType: customers.settlementType }).from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(companies.companyNo, bill.companyNo ?? 'HYEXP'), eq(customers.code, bill.customerCode)));
  billCount += 1;
  const billNo = `BLT${bill.billDate.replaceAll('-', '')}${String(billCount).padStart(6, '0')}`;
  const [row] = await db.insert(bills).values({
    companyId: customer.companyId, customerId: customer.id, billNo, billDate: bill.billDate, period: bill.period ?? 'monthly', periodFrom: bill.billDate,
    periodTo: bill.billDate, type: 'regular', settlementType: 'monthly', ticketCount: 1,
  }).returning({ id: bills.id });
  await db.insert(billAmounts).values({ billId: row.id, currency: bill.currency ?? 'RMB', amount: bill.amount, writtenOff: bill.writtenOff ?? '0' });
  return { id: row.id, billNo, customerId: customer.id };
}

/** Writes off part of a bill's amount, as a write-off would. */
export async function writeOff(t: TestApp, billId: number, writtenOff: string): Promise<void> {
  await t.database.db.update(billAmounts).set({ writtenOff }).where(eq(billAmounts.billId, billId));
}

/** Clears what the dunning tests write: reminders, rules and the bills they inserted (the demo has no bills). */
export async function clearDunning(t: TestApp): Promise<void> {
  const { db } = t.database;
  await db.delete(dunningReminders);
  await db.execute(sql`delete from bill_amounts where bill_id in (select id from bills where bill_no like 'BLT%')`);
  await db.execute(sql`delete from bills where bill_no like 'BLT%'`);
  await leaveNothingToDun(db);
}

/** No rule, and nothing open on the demo's own bills: a test's reminders are those of its own rules and bills only. */
export async function leaveNothingToDun(db: Db): Promise<void> {
  await db.delete(dunningRules);
  await db.execute(sql`update bill_amounts set written_off = amount where amount > written_off and bill_id in (select id from bills where bill_no not like 'BLT%')`);
}

/** The dunning commands as a test calls them, each answering result_code and body. */
export function dunningCalls(t: TestApp) {
  return {
    save: (rule: Record<string, unknown>, token: string) => t.call<{ id: number }>('main', 'saveDunningRule', rule, token),
    remove: (id: number, token: string) => t.call('main', 'deleteDunningRule', { id }, token),
    rules: (token: string, filters: Record<string, unknown> = {}) => t.call<Page<DunningRuleView>>('main', 'listDunningRules', { pageSize: 100, ...filters }, token),
    sent: (token: string, filters: Record<string, unknown> = {}) =>
      t.call<Page<Record<string, unknown>>>('main', 'listDunningReminders', { pageSize: 100, ...filters }, token),
    mine: (token: string, input: Record<string, unknown> = {}) => t.call<MyDunningReminders>('main', 'listMyDunningReminders', input, token),
    markRead: (token: string, ids?: number[]) => t.call<{ unread: number }>('main', 'markDunningRemindersRead', ids ? { ids } : {}, token),
  };
}

/** A rule covering every monthly RMB bill of 100 or more from 60 days ago, due at once, reminded weekly in the product. */
export const baseRule = (overrides: Record<string, unknown> = {}) => ({
  name: '月结催款', type: 'monthly', amount: '100', currency: 'RMB', billingDate: dayBefore(60), dueDays: 0, periodDays: 7, modes: ['message'], ...overrides,
});
