import { asc, desc, eq } from 'drizzle-orm';
import {
  CommandError, customerIdInput, emptyInput, fieldError, listCustomersInput, saveCustomerInput, setCustomerEnabledInput, setCustomerStatusInput,
  type CustomerGroupOption,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/record-change.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';
import { lockCompanyCounts } from '../customerGroup/customerGroup.queries.ts';
import { customers } from '../enterprise/enterprise.table.ts';
import { shareCustomerOrders } from '../order/order.owner.ts';
import { findActivePartnerOf } from '../partner/partner.queries.ts';
import { changeCustomers } from './customer-change.ts';
import { findCustomer, listCustomers, type CustomerRow } from './customer.queries.ts';
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
  defineCommand({
    service: 'main', command: 'listCustomers', permission: 'customer.view', input: listCustomersInput,
    summary: "One page of the company's customers (deleted ones never), filtered by keyword, status, settlement type, attribute, group, site, common and enabled.",
    handler: (ctx, input) => listCustomers(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'listCustomerGroupOptions', permission: 'customer.view', input: emptyInput,
    summary: "The company's customer groups a customer may be given (id, name, default flag), the default first.",
    handler: (ctx) => groupOptions(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'saveCustomer', permission: 'customer.edit', input: saveCustomerInput,
    summary: 'Create a customer (no id) or change one: codes unique, at most 4 common customers (on the head-office site), a site for any other, the group and linked cargo owner checked.',
    handler: (ctx, input) => changeCustomers(ctx, async (tx, signOut) => {
      const { companyId } = ctx.caller;
      await lockCompanyCounts(tx, companyId);
      const old = input.id ? await findCustomer(tx, companyId, input.id) : null;
      const values = await customerValues(tx, companyId, input, old);
      const [row] = old
        ? await tx.update(customers).set(values).where(eq(customers.id, old.id)).returning()
        : await tx.insert(customers).values({ ...values, companyId }).returning();
      await recordChange(tx, ctx, { entity: 'customer', entityId: row.id, entityLabel: labelOf(row), action: old ? 'update' : 'create', before: old ?? undefined, after: row });
      if (old && row.linkedOwnerCompanyId !== old.linkedOwnerCompanyId) await shareCustomerOrders(tx, companyId, row.id);
      if (old?.enabled && !row.enabled) await signOut(row.id);
      return { id: row.id };
    }).catch((error: unknown) => { throw duplicateOr(error); }),
  }),
  defineCommand({
    service: 'main', command: 'setCustomerStatus', permission: 'customer.edit', input: setCustomerStatusInput,
    summary: "Stop, suspend or restore (normal) a customer; a stopped or suspended customer's logins are signed out and it can neither log in nor order.",
    handler: (ctx, input) => changeCustomers(ctx, async (tx, signOut) => {
      const old = await findCustomer(tx, ctx.caller.companyId, input.id);
      if (old.status === input.status) return {};
      await tx.update(customers).set({ status: input.status }).where(eq(customers.id, old.id));
      await recordChange(tx, ctx, { entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action: 'update', before: { status: old.status }, after: { status: input.status } });
      if (input.status !== 'normal') await signOut(old.id);
      return {};
    }),
  }),
  defineCommand({
    service: 'main', command: 'setCustomerEnabled', permission: 'customer.edit', input: setCustomerEnabledInput,
    summary: "Enable or disable a customer; a disabled customer's logins are signed out and it can neither log in nor order.",
    handler: (ctx, input) => changeCustomers(ctx, async (tx, signOut) => {
      const old = await findCustomer(tx, ctx.caller.companyId, input.id);
      if (old.enabled === input.enabled) return {};
      await tx.update(customers).set({ enabled: input.enabled }).where(eq(customers.id, old.id));
      const action = input.enabled ? 'enable' : 'disable';
      await recordChange(tx, ctx, { entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action, before: { enabled: old.enabled }, after: { enabled: input.enabled } });
      if (!input.enabled) await signOut(old.id);
      return {};
    }),
  }),
  defineCommand({
    service: 'main', command: 'deleteCustomer', permission: 'customer.edit', input: customerIdInput,
    summary: 'Delete a customer: it leaves the lists, keeps its code and orders, and its logins are refused (10040); one a cargo owner cooperates through is refused (10226).',
    handler: (ctx, input) => changeCustomers(ctx, async (tx, signOut) => {
      // Locked: an invite accepted alongside either finishes first (and is seen here) or finds the customer deleted.
      const old = await findCustomer(tx, ctx.caller.companyId, input.id, 'id', true);
      // The owner orders through this record: the partnership is ended first (dissolvePartnership), never behind its back.
      const partner = await findActivePartnerOf(tx, old.id);
      if (partner) throw new CommandError(10226, { field: 'id', companyNo: partner.companyNo });
      await tx.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, old.id));
      await recordChange(tx, ctx, { entity: 'customer', entityId: old.id, entityLabel: labelOf(old), action: 'delete', before: old });
      await signOut(old.id);
      return {};
    }),
  }),
];
