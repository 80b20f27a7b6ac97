import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { recordChange, type ChangeRecord } from './record-change.ts';

/** An open transaction, typed as Drizzle gives it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A table of one company's rows: every change reads and writes only the caller's. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

export type WriteScope = {
  tx: Tx;
  /** The caller's company, the scope of every row the write reads or changes. */
  companyId: number;
  /** The row of the caller's company with this id (locked for update when asked), or 10010-style notFound on `field`. */
  findOwn: <T extends CompanyTable>(table: T, id: number, options?: { field?: string; lock?: boolean; where?: SQL }) => Promise<T['$inferSelect']>;
  /** Runs once the transaction committed: cache evictions and notices must not see a change that rolled back. */
  afterCommit: (effect: () => Promise<void>) => void;
};

/**
 * What a write hands back: its answer and the changes it made, each with the record before and after.
 * Declaring `changes` is not optional, so a write states what it changed (an empty list when nothing did).
 */
export type Audited<T> = { answer: T; changes: ChangeRecord[] };

/**
 * One audited write: opens the transaction, scopes reads to the caller's company, and records every change
 * the write reports in the audit log inside the same transaction, so both land or neither.
 */
export async function auditedWrite<T>(ctx: Pick<GuardedContext, 'db' | 'caller' | 'ip'>, write: (scope: WriteScope) => Promise<Audited<T>>): Promise<T> {
  const effects: (() => Promise<void>)[] = [];
  const { companyId } = ctx.caller;
  const answer = await ctx.db.transaction(async (tx) => {
    const findOwn: WriteScope['findOwn'] = async (table, id, options = {}) => {
      const where = and(eq(table.id, id), eq(table.companyId, companyId), options.where);
      const query = tx.select().from(table as PgTable).where(where);
      const [row] = options.lock ? await query.for('update') : await query;
      if (!row) throw fieldError(options.field ?? 'id', 'notFound');
      return row as never;
    };
    const done = await write({ tx, companyId, findOwn, afterCommit: (effect) => effects.push(effect) });
    for (const change of done.changes) await recordChange(tx, ctx, change);
    return done.answer;
  });
  for (const effect of effects) await effect();
  return answer;
}
