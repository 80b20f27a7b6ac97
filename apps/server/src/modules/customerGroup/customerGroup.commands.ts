import { count, eq } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_LIMITS, CommandError, GROUP_DEFAULT_COMMANDS, GROUP_GRANTABLE_COMMANDS, customerGroupIdInput, emptyInput, fieldError, moveCustomersInput,
  saveCustomerGroupInput, saveGroupCommandsInput,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { customerGroups } from './customerGroup.table.ts';
import { assertGroupNameFree, findGroup, listGroups, lockCompanyCounts } from './customerGroup.queries.ts';
import { deleteGroupMovingCustomers, moveCustomers } from './customerGroup.move.ts';

/** A name taken by a save running alongside hits the unique index; it answers as the check would. */
function duplicateNameOr(error: unknown): unknown {
  return findUniqueViolation(error) === 'customer_groups_company_name_key' ? new CommandError(10096, { field: 'name' }) : error;
}

const audited = (group: typeof customerGroups.$inferSelect) => ({ name: group.name, apiCommands: group.apiCommands });

export const customerGroupCommands = [
  defineCommand({
    service: 'main', command: 'listCustomerGroups', permission: 'customerGroup.view', input: emptyInput,
    summary: "The company's customer groups, the default first, with their customer counts and the API commands each grants.",
    handler: (ctx) => listGroups(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'saveCustomerGroup', permission: 'customerGroup.edit', input: saveCustomerGroupInput,
    summary: 'Create a customer group (no id) or rename one: names are unique (10096), groups limited (10097), the default keeps its name (10098).',
    handler: (ctx, input) => ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { companyId } = ctx.caller;
      await lockCompanyCounts(tx, companyId);
      const old = input.id ? await findGroup(tx, companyId, input.id) : null;
      if (old?.isDefault && old.name !== input.name) throw new CommandError(10098, { field: 'name' });
      await assertGroupNameFree(tx, companyId, input.name, old?.id);
      if (!old) {
        const [{ groups }] = await tx.select({ groups: count() }).from(customerGroups).where(eq(customerGroups.companyId, companyId));
        if (groups >= CUSTOMER_GROUP_LIMITS.groupsMax) throw new CommandError(10097, { max: CUSTOMER_GROUP_LIMITS.groupsMax });
      }
      const [row] = old
        ? await tx.update(customerGroups).set({ name: input.name }).where(eq(customerGroups.id, old.id)).returning()
        : await tx.insert(customerGroups).values({ companyId, name: input.name, apiCommands: [...GROUP_DEFAULT_COMMANDS] }).returning();
      await recordChange(tx, ctx, { entity: 'customerGroup', entityId: row.id, entityLabel: row.name, action: old ? 'update' : 'create', before: old ? audited(old) : undefined, after: audited(row) });
      return { id: row.id };
    }).catch((error: unknown) => { throw duplicateNameOr(error); }),
  }),
  defineCommand({
    service: 'main', command: 'saveGroupCommands', permission: 'customerGroup.edit', input: saveGroupCommandsInput,
    summary: "Replace the API commands a customer group grants its customers' logins; they apply at the next request.",
    handler: (ctx, input) => ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const old = await findGroup(tx, ctx.caller.companyId, input.groupId, 'groupId');
      const apiCommands = GROUP_GRANTABLE_COMMANDS.filter((command) => input.commands.includes(command));
      const [row] = await tx.update(customerGroups).set({ apiCommands }).where(eq(customerGroups.id, old.id)).returning();
      await recordChange(tx, ctx, { entity: 'customerGroup', entityId: row.id, entityLabel: row.name, action: 'update', before: audited(old), after: audited(row) });
      return { apiCommands };
    }),
  }),
  defineCommand({
    service: 'main', command: 'deleteCustomerGroup', permission: 'customerGroup.edit', input: customerGroupIdInput,
    summary: 'Delete a customer group other than the default; in the same transaction its customers move to the default group and the agreements naming it are deleted, each logged.',
    handler: (ctx, input) => ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const group = await findGroup(tx, ctx.caller.companyId, input.id);
      if (group.isDefault) throw fieldError('id', 'invalidValue');
      await deleteGroupMovingCustomers(tx, ctx, group);
      return {};
    }),
  }),
  defineCommand({
    service: 'main', command: 'moveCustomersToGroup', permission: 'customerGroup.edit', input: moveCustomersInput,
    summary: 'Move one or many customers into a group, all or none: a customer missing, deleted or of another company fails the move (10099).',
    handler: (ctx, input) => ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const target = await findGroup(tx, ctx.caller.companyId, input.groupId, 'groupId');
      return { moved: await moveCustomers(tx, ctx, input.customerIds, target) };
    }),
  }),
];
