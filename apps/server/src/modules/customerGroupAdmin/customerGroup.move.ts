import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { ChangeRecord, Tx } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { customerGroups, findDefaultGroup, type CustomerGroupRow } from '../customerGroup/index.ts';
import { deleteGroupAgreements } from '../transAgreement/index.ts';

/**
 * Moves the company's live customers into `target` inside the caller's transaction; a customer missing,
 * deleted or of another company fails the whole move (10099 naming it). Answers how many changed group and
 * each move to log.
 */
export async function moveCustomers(tx: Tx, companyId: number, customerIds: number[], target: CustomerGroupRow): Promise<{ moved: number; changes: ChangeRecord[] }> {
  const ids = [...new Set(customerIds)];
  const rows = await tx
    .select({ id: customers.id, code: customers.code, name: customers.name, groupId: customers.groupId })
    .from(customers)
    .where(and(inArray(customers.id, ids), eq(customers.companyId, companyId), isNull(customers.deletedAt)))
    .orderBy(customers.id)
    .for('update');
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new CommandError(10099, { field: 'customerIds', reason: 'notFound', id: missing });
  const moving = rows.filter((row) => row.groupId !== target.id);
  if (moving.length) await tx.update(customers).set({ groupId: target.id }).where(inArray(customers.id, moving.map((row) => row.id)));
  return {
    moved: moving.length,
    changes: moving.map((row) => ({
      entity: 'customer', entityId: row.id, entityLabel: `${row.code} ${row.name}`, action: 'move', before: { groupId: row.groupId }, after: { groupId: target.id },
    })),
  };
}

/**
 * Deletes a group after moving every customer it holds, deleted ones too (they keep a group), to the default group,
 * and deleting the agreements naming it; answers each moved customer, deleted agreement and the group to log. The group
 * row is locked first, so no agreement can name it meanwhile and go unlogged with it (the foreign key would cascade).
 */
export async function deleteGroupMovingCustomers(tx: Tx, group: CustomerGroupRow): Promise<ChangeRecord[]> {
  const [locked] = await tx.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, group.id)).for('update');
  if (!locked) throw fieldError('id', 'notFound');
  const fallback = await findDefaultGroup(tx, group.companyId);
  const live = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.groupId, group.id), isNull(customers.deletedAt)));
  const moves = live.length ? (await moveCustomers(tx, group.companyId, live.map((row) => row.id), fallback)).changes : [];
  await tx.update(customers).set({ groupId: fallback.id }).where(eq(customers.groupId, group.id));
  const agreements = await deleteGroupAgreements(tx, group.id);
  await tx.delete(customerGroups).where(eq(customerGroups.id, group.id));
  return [
    ...moves,
    ...agreements,
    { entity: 'customerGroup', entityId: group.id, entityLabel: group.name, action: 'delete', before: { name: group.name, apiCommands: group.apiCommands } },
  ];
}
