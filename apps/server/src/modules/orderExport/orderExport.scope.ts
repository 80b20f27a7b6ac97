import { count, eq, sql, type SQL } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../tasks/task.table.ts';
import { companies } from '../company/index.ts';
import { orders } from '../order/index.ts';

type Scope = Pick<Caller, 'companyId' | 'companyKind'>;

/** Whose orders a task may read: those of the company that asked, a cargo owner only its own (visibleOrders). */
export async function scopeOfTask(db: Db, task: TaskRow): Promise<Scope> {
  const [company] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, task.companyId));
  return { companyId: task.companyId, companyKind: company.kind };
}

/** How many orders match, counting no further than `upTo`: a company's whole history may hold millions. */
export async function countUpTo(db: Db, where: SQL | undefined, upTo: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(orders).where(where).limit(upTo).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row.n;
}

/** 50000 past the limit, before any work is queued or done. */
export function refuseOverLimit(orderCount: number, maxOrders: number): void {
  if (orderCount > maxOrders) throw new CommandError(50000, { max: maxOrders });
}
