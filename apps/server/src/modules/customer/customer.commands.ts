import { asc, desc, eq } from 'drizzle-orm';
import { CommandError, fieldError, type CustomerGroupOption } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/customer/commands';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { customerGroups, lockCompanyCounts } from '../customerGroup/index.ts';
import { customers } from './customer.table.ts';
import { changeCustomers } from './customer-change.ts';
import { findCustomer, listCustomers as listCustomerPage, type CustomerRow } from './customer.queries.ts';
import { customerValues } from './customer.rules.ts';

const labelOf = (row: CustomerRow) => `${row.code} ${row.name}`;

/** A code or owner link taken by a save running alongside hits a unique index; it answers as the check would. */
function duplicateOr(error: unknown): unknown {
  const index = findUniqueViolation(error);
  if (index === 'customers_company_code_key') return fieldError('code', 'duplicate');
  if (index === 'customers_company_linked_owner_key') return fieldError('linkedOwnerCompanyNo', 'duplicate');
  return error;
}

/** The groups a customer may be given, the default first, for the form and the filters. */
function groupOptions(db: Db, companyId: number): Promise<CustomerGroupOption[]> {
  return db.select({ id: customerGroups.id, name: customerGroups.name, isDefault: customerGroups.isDefault })
    .from(customerGroups).where(eq(customerGroups.companyId, companyId)).orderBy(desc(customerGroups.isDefault), asc(customerGroups.id));
}

export const customerCommands = [
  implement(contract.listCustomers, (ctx, input) => listCustomerPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.listCustomerGroupOptions, (ctx) => groupOptions(ctx.db, ctx.caller.companyId)),
  implement(contract.saveCustomer, (ctx, input) => changeCustomers(ctx, async ({ tx }, signOut) => {
    const { companyId } = ctx.caller;
    await lockCompanyCounts(tx, companyId);
    const old = input.id ? await findCustomer(tx, companyId, input.id) : null;
    const values = await customerValues(tx, companyId, input, old);
    const [row] = old
      ? await tx.update(customers).set(values).where(eq(customers.id, old.id)).returning()
      : await tx.insert(customers).values({ ...values, companyId }).returning();
    if (old && row.linkedOwnerCompanyId !== old.linkedOwnerCompanyId) await ctx.services.shareCustomerOrders(tx, companyId, row.id);
    if (old?.enabled && !row.enabled) await signOut(row.id);
    return { answer: { id: row.id }, changes: [{ entity: 'customer', entityId: row.id, entityLabel: labelOf(row), action: old ? 'update' : 'create', before: old ?? undefined, after: row }] };
  }).catch((error: unknown) => { throw duplicateOr(error); })),
  implement(contract.setCustomerStatus, (ctx, input) => changeCustomers(ctx, async ({ tx }, signOut) => {
    const old = await findCustomer(tx, ctx.caller.companyId, input.id);
    if (old.status === input.status) return { answer: {}, changes: [] };
    await tx.update(customers).set({ status: input.status }).where(eq(customers.id, old.id));
    if (input.status !== 'normal') await signOut(old.id);
    return { answer: {}, changes: [{ entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action: 'update', before: { status: old.status }, after: { status: input.status } }] };
  })),
  implement(contract.setCustomerEnabled, (ctx, input) => changeCustomers(ctx, async ({ tx }, signOut) => {
    const old = await findCustomer(tx, ctx.caller.companyId, input.id);
    if (old.enabled === input.enabled) return { answer: {}, changes: [] };
    await tx.update(customers).set({ enabled: input.enabled }).where(eq(customers.id, old.id));
    if (!input.enabled) await signOut(old.id);
    const action = input.enabled ? 'enable' : 'disable';
    return { answer: {}, changes: [{ entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action, before: { enabled: old.enabled }, after: { enabled: input.enabled } }] };
  })),
  implement(contract.deleteCustomer, (ctx, input) => changeCustomers(ctx, async ({ tx }, signOut) => {
    // Locked: an invite accepted alongside either finishes first (and is seen here) or finds the customer deleted.
    const old = await findCustomer(tx, ctx.caller.companyId, input.id, 'id', true);
    // The owner orders through this record: the partnership is ended first (dissolvePartnership), never behind its back.
    const partner = await ctx.services.findActivePartnerOf(tx, old.id);
    if (partner) throw new CommandError(10226, { field: 'id', companyNo: partner.companyNo });
    await tx.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, old.id));
    await signOut(old.id);
    return { answer: {}, changes: [{ entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action: 'delete', before: old }] };
  })),
];
