import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { billPeriodOf, generateBillsInput, periodDays, type BillGenerationResult, type GenerateBillsInput, type SettlementType } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TaskHandler } from '../../tasks/handler.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { customers } from '../customer/index.ts';
import { billCustomer, customersWithWork, type BillTarget } from './bill-customer.ts';

/**
 * The company's customers this generation bills, each with its period holding the day: those billed by the period
 * asked, or, when none is, every billed customer by its own period (a prepaid or cash customer is never billed).
 */
async function targetsOf(db: Db, companyId: number, input: GenerateBillsInput): Promise<BillTarget[]> {
  const rows = await db.select({ id: customers.id, settlementType: customers.settlementType }).from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt), input.customerId ? eq(customers.id, input.customerId) : undefined))
    .orderBy(asc(customers.id));
  return rows.flatMap((row) => {
    const settlementType = row.settlementType as SettlementType;
    const period = billPeriodOf(settlementType);
    if (!period || (input.period && input.period !== period)) return [];
    return [{ customerId: row.id, settlementType, period, ...periodDays(period, input.day) }];
  });
}

/** The customers a generation bills that have something to bill, each with its period. */
export async function customersToBill(db: Db, companyId: number, input: GenerateBillsInput): Promise<BillTarget[]> {
  return customersWithWork(db, await targetsOf(db, companyId, input));
}

/**
 * The 'billGeneration' task. Unlike other tasks it commits as it goes, one transaction per customer, rather than in
 * the runner's final write: a month of 500 customers in one transaction would hold PGlite's only connection for tens
 * of seconds. A cancelled or crashed run leaves whole bills only, and running it again bills just what is left
 * (docs/tasks.md, docs/finance.md "Bills").
 */
export const generateBillsTask: TaskHandler = async (ctx) => {
  const input = generateBillsInput.parse(ctx.task.reqParam);
  const pending = await customersToBill(ctx.db, ctx.task.companyId, input);
  const run = { companyId: ctx.task.companyId, userId: ctx.task.userId, taskId: ctx.task.id };
  const result: BillGenerationResult = { bills: 0, customers: 0, lines: 0 };
  await ctx.reportProgress(0, pending.length);
  for (const [index, target] of pending.entries()) {
    const billed = await ctx.db.transaction((tx) => billCustomer(tx, target, run));
    result.bills += billed.bills;
    result.lines += billed.lines;
    if (billed.bills) result.customers += 1;
    // Stops here, between two customers, once the task is cancelled or terminated.
    await ctx.reportProgress(index + 1, pending.length);
    await yieldToRequests();
  }
  // PGlite has no autovacuum and PostgreSQL's comes a minute later at best: without statistics a bill lines export
  // sorts every line it selects for each batch of 2,000 (0.36 s a batch, 25 ms analysed; docs/finance.md, "Bills").
  if (result.bills) await ctx.db.execute(sql`analyze bills, bill_lines`);
  return { result };
};
