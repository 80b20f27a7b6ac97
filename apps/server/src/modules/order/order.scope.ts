import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { partnerships } from '../partner/index.ts';
import { orders } from './order.table.ts';

export type OrderRow = typeof orders.$inferSelect;
type Scope = Pick<Caller, 'companyId' | 'companyKind'>;

/** The orders a caller sees: a carrier its company's (a customer's login only that customer's), a cargo owner its own (ownerCompanyId). */
export function visibleOrders(caller: Pick<Caller, 'companyId' | 'companyKind'> & { customerId?: number | null }): SQL {
  if (caller.companyKind === 'cargoOwner') return eq(orders.ownerCompanyId, caller.companyId);
  return caller.customerId ? and(eq(orders.companyId, caller.companyId), eq(orders.customerId, caller.customerId))! : eq(orders.companyId, caller.companyId);
}

/** The caller's order; another company's answers exactly as a missing one (20157). */
export async function findOrder(db: Db, caller: Scope, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), visibleOrders(caller)));
  if (!row) throw new CommandError(20157, { id });
  return row;
}

/** The caller's orders of these ids, locked for the transaction; a missing one answers 20157 naming it. */
export async function lockOrders(db: Db, caller: Scope, ids: number[]): Promise<OrderRow[]> {
  const rows = await db.select().from(orders).where(and(inArray(orders.id, ids), visibleOrders(caller))).orderBy(orders.id).for('update');
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new CommandError(20157, { id: missing });
  return rows;
}

/** The company an order is written to: the caller's, or for a cargo owner that of a carrier it cooperates with. */
export async function orderCompany(db: Db, caller: Scope & Pick<Caller, 'companyNo'> & { customerId?: number | null }, input: { carrierCompanyNo?: string; customerId?: number }): Promise<{ companyId: number; ownerCompanyId: number | null; customerId: number }> {
  const carrierCompanyNo = input.carrierCompanyNo;
  if (caller.companyKind !== 'cargoOwner') {
    // A carrier enters orders it carries itself (5.1: the carrier must be oneself).
    if (carrierCompanyNo && carrierCompanyNo.toUpperCase() !== caller.companyNo.toUpperCase()) throw fieldError('carrierCompanyNo', 'invalidValue');
    // A customer's login orders for its own customer, whatever the form says.
    const customerId = caller.customerId ?? input.customerId;
    if (!customerId) throw fieldError('customerId', 'required');
    return { companyId: caller.companyId, ownerCompanyId: null, customerId };
  }
  // Only through a carrier it cooperates with (an active partnership), to the carrier's customer linked to it.
  const [partner] = await db
    .select({ companyId: companies.id, customerId: customers.id })
    .from(companies)
    .innerJoin(partnerships, and(eq(partnerships.carrierCompanyId, companies.id), eq(partnerships.ownerCompanyId, caller.companyId), eq(partnerships.status, 'active')))
    .innerJoin(customers, and(eq(customers.companyId, companies.id), eq(customers.linkedOwnerCompanyId, caller.companyId)))
    .where(and(eq(companies.companyNo, carrierCompanyNo ?? ''), eq(companies.kind, 'carrier')))
    // The live linked customer; a deleted one answers only when no other is linked (10040).
    .orderBy(sql`${customers.deletedAt} is not null`)
    .limit(1);
  if (!partner) throw fieldError('carrierCompanyNo', 'notFound');
  return { companyId: partner.companyId, ownerCompanyId: caller.companyId, customerId: partner.customerId };
}
