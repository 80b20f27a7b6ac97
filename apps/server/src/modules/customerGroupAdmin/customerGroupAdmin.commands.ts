import { count, eq } from 'drizzle-orm';
import { CUSTOMER_GROUP_LIMITS, CommandError, GROUP_DEFAULT_COMMANDS, GROUP_GRANTABLE_COMMANDS, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/customerGroup/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { assertGroupNameFree, customerGroups, findGroup, lockCompanyCounts } from '../customerGroup/index.ts';
import { listGroups } from './customerGroup.list.ts';
import { deleteGroupMovingCustomers, moveCustomers } from './customerGroup.move.ts';

/** A name taken by a save running alongside hits the unique index; it answers as the check would. */
function duplicateNameOr(error: unknown): unknown {
  return findUniqueViolation(error) === 'customer_groups_company_name_key' ? new CommandError(10096, { field: 'name' }) : error;
}

const audited = (group: typeof customerGroups.$inferSelect) => ({ name: group.name, apiCommands: group.apiCommands });

export const customerGroupCommands = [
  implement(contract.listCustomerGroups, (ctx) => listGroups(ctx.db, ctx.caller.companyId)),
  implement(contract.saveCustomerGroup, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
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
    return {
      answer: { id: row.id },
      changes: [{ entity: 'customerGroup', entityId: row.id, entityLabel: row.name, action: old ? 'update' : 'create', before: old ? audited(old) : undefined, after: audited(row) }],
    };
  }).catch((error: unknown) => { throw duplicateNameOr(error); })),
  implement(contract.saveGroupCommands, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const old = await findGroup(tx, companyId, input.groupId, 'groupId');
    const apiCommands = GROUP_GRANTABLE_COMMANDS.filter((command) => input.commands.includes(command));
    const [row] = await tx.update(customerGroups).set({ apiCommands }).where(eq(customerGroups.id, old.id)).returning();
    return {
      answer: { apiCommands },
      changes: [{ entity: 'customerGroup', entityId: row.id, entityLabel: row.name, action: 'update', before: audited(old), after: audited(row) }],
    };
  })),
  implement(contract.deleteCustomerGroup, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const group = await findGroup(tx, companyId, input.id);
    if (group.isDefault) throw fieldError('id', 'invalidValue');
    return { answer: {}, changes: await deleteGroupMovingCustomers(tx, group) };
  })),
  implement(contract.moveCustomersToGroup, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const target = await findGroup(tx, companyId, input.groupId, 'groupId');
    const { moved, changes } = await moveCustomers(tx, companyId, input.customerIds, target);
    return { answer: { moved }, changes };
  })),
];
