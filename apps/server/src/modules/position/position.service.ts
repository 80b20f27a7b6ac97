import { eq } from 'drizzle-orm';
import { DEFAULT_ROLES, ROLE_KEYS, type RoleKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defaultRightKeys, defaultRightRows } from './position.defaults.ts';
import { positionRights, positions } from './position.table.ts';

/** Creates the named roles of entities-rules.md section 6 as positions of a new company. */
export async function createDefaultPositions(db: Db, companyId: number): Promise<Map<RoleKey, number>> {
  const created = await db
    .insert(positions)
    .values(ROLE_KEYS.map((roleKey) => ({ companyId, name: roleKey, roleKey, kind: DEFAULT_ROLES[roleKey].kind, offeredDefaults: defaultRightKeys(roleKey) })))
    .returning({ id: positions.id, roleKey: positions.roleKey });
  await db.insert(positionRights).values(created.flatMap((p) => defaultRightRows(p.id, p.roleKey as RoleKey)));
  return new Map(created.map((p) => [p.roleKey as RoleKey, p.id]));
}

/** Puts a position's rights back to its role's defaults (restore-default); it has now been given every one of them. */
export async function restoreDefaultRights(db: Db, positionId: number, roleKey: RoleKey): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(positionRights).where(eq(positionRights.positionId, positionId));
    await tx.insert(positionRights).values(defaultRightRows(positionId, roleKey));
    const [{ offered }] = await tx.select({ offered: positions.offeredDefaults }).from(positions).where(eq(positions.id, positionId)).for('update');
    await tx.update(positions).set({ offeredDefaults: [...new Set([...offered, ...defaultRightKeys(roleKey)])] }).where(eq(positions.id, positionId));
  });
}
