import { and, eq, ne, sql } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { customerGroups } from './customerGroup.table.ts';

export type CustomerGroupRow = typeof customerGroups.$inferSelect;

/** The caller's company's group; another company's answers exactly like a missing one. */
export async function findGroup(db: Db, companyId: number, id: number, field = 'id'): Promise<CustomerGroupRow> {
  const [row] = await db.select().from(customerGroups).where(and(eq(customerGroups.id, id), eq(customerGroups.companyId, companyId)));
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

/** The group new customers fall into; every company has one (createCompany, migration 0009). */
export async function findDefaultGroup(db: Db, companyId: number): Promise<CustomerGroupRow> {
  const [row] = await db.select().from(customerGroups).where(and(eq(customerGroups.companyId, companyId), eq(customerGroups.isDefault, true)));
  return row;
}

/** Names are unique in the company whatever their case (10096). */
export async function assertGroupNameFree(db: Db, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.companyId, companyId), sql`lower(${customerGroups.name}) = lower(${name})`, exceptId ? ne(customerGroups.id, exceptId) : undefined));
  if (taken) throw new CommandError(10096, { field: 'name' });
}

/**
 * Serialises the company's writes that check a count before adding (group limit, common customers) until
 * the transaction ends. NO KEY UPDATE still lets orders that reference the company be inserted meanwhile.
 */
export async function lockCompanyCounts(db: Db, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}
