import { and, eq, inArray } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/company.table.ts';
import { channels, customers } from '../enterprise/enterprise.table.ts';
import { visibleOrders } from '../tracking/tracking.scope.ts';
import { orders } from './order.table.ts';

export type OrderRow = typeof orders.$inferSelect;
type Scope = Pick<Caller, 'companyId' | 'companyKind'>;

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

/** The company an order is written to: the caller's, or for a cargo owner the partner carrier's. */
export async function orderCompany(db: Db, caller: Scope & Pick<Caller, 'companyNo'>, input: { carrierCompanyNo?: string; customerId?: number }): Promise<{ companyId: number; ownerCompanyId: number | null; customerId: number }> {
  const carrierCompanyNo = input.carrierCompanyNo;
  if (caller.companyKind !== 'cargoOwner') {
    // A carrier enters orders it carries itself (5.1: the carrier must be oneself).
    if (carrierCompanyNo && carrierCompanyNo.toUpperCase() !== caller.companyNo.toUpperCase()) throw fieldError('carrierCompanyNo', 'invalidValue');
    if (!input.customerId) throw fieldError('customerId', 'required');
    return { companyId: caller.companyId, ownerCompanyId: null, customerId: input.customerId };
  }
  const [partner] = await db
    .select({ companyId: companies.id, customerId: customers.id })
    .from(companies)
    .innerJoin(customers, and(eq(customers.companyId, companies.id), eq(customers.linkedOwnerCompanyId, caller.companyId)))
    .where(and(eq(companies.companyNo, carrierCompanyNo ?? ''), eq(companies.kind, 'carrier')));
  if (!partner) throw fieldError('carrierCompanyNo', 'notFound');
  return { companyId: partner.companyId, ownerCompanyId: caller.companyId, customerId: partner.customerId };
}

/** The customer must be the company's and usable: stopped 10039, deleted 10040, not enabled (or suspended) 10041. */
export async function assertCustomerUsable(db: Db, companyId: number, customerId: number): Promise<void> {
  const [customer] = await db.select().from(customers).where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  if (!customer) throw fieldError('customerId', 'notFound');
  if (customer.deletedAt) throw new CommandError(10040);
  if (customer.status === 'stopped') throw new CommandError(10039);
  if (!customer.enabled || customer.status !== 'normal') throw new CommandError(10041);
}

export async function assertChannelOwned(db: Db, companyId: number, channelId: number): Promise<void> {
  const [channel] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.id, channelId), eq(channels.companyId, companyId)));
  if (!channel) throw fieldError('channelId', 'notFound');
}

/** The next carrier of an outbound or proxy order: a known carrier that is not the order's own (partners differ). */
export async function assertPartnerCarrier(db: Db, orderCompanyId: number, partnerCompanyNo: string | undefined): Promise<void> {
  if (!partnerCompanyNo) return;
  const [partner] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.companyNo, partnerCompanyNo.toUpperCase()), eq(companies.kind, 'carrier')));
  if (!partner) throw fieldError('partnerCompanyNo', 'notFound');
  if (partner.id === orderCompanyId) throw fieldError('partnerCompanyNo', 'invalidValue');
}
