import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import type { TaskRow } from '../../tasks/task.table.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { moneyCustomersWhere } from '../ledger/index.ts';
import { bills } from './bill.table.ts';

export type MoneyCaller = Pick<Caller, 'companyId' | 'companyKind' | 'customerId'>;

/**
 * The bills the caller sees, as a condition on `bills` joined with their `customers` (docs/finance.md, "Who sees
 * what"): a customer's login its own, a cargo owner those of the customers its carriers keep for it, staff their
 * company's. A carrier's caller also names the company, so the list reads the (company_id, id) index.
 */
export function visibleBillsWhere(db: Db, caller: MoneyCaller): SQL {
  const own = moneyCustomersWhere(db, caller);
  return caller.companyKind === 'carrier' ? and(eq(bills.companyId, caller.companyId), own)! : own;
}

/** Whose bills a task of this user reads: the user's company and kind, and the customer its login acts for. */
export async function moneyCallerOfTask(db: Db, task: TaskRow): Promise<MoneyCaller> {
  const [row] = await db.select({ companyKind: companies.kind, customerId: users.customerId }).from(users)
    .innerJoin(companies, eq(companies.id, task.companyId)).where(eq(users.id, task.userId));
  return { companyId: task.companyId, companyKind: row.companyKind, customerId: row.customerId };
}
