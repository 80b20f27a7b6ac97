import { eq } from 'drizzle-orm';
import { DEFAULT_ROLES, ROLE_KEYS, type RoleKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { positionRights, positions } from './position.table.ts';

/** The rights a named role starts with, as rows for position_rights. */
export function defaultRightRows(positionId: number, roleKey: RoleKey) {
  const role = DEFAULT_ROLES[roleKey];
  return [
    ...role.menus.map((rightKey) => ({ positionId, rightKind: 'menu' as const, rightKey, visible: true, usable: true })),
    ...role.functions.map((rightKey) => ({ positionId, rightKind: 'function' as const, rightKey, visible: true, usable: true })),
  ];
}

/** Creates the named roles of entities-rules.md section 6 as positions of a new company. */
export async function createDefaultPositions(db: Db, companyId: number): Promise<Map<RoleKey, number>> {
  const created = await db
    .insert(positions)
    .values(ROLE_KEYS.map((roleKey) => ({ companyId, name: roleKey, roleKey, kind: DEFAULT_ROLES[roleKey].kind })))
    .returning({ id: positions.id, roleKey: positions.roleKey });
  await db.insert(positionRights).values(created.flatMap((p) => defaultRightRows(p.id, p.roleKey as RoleKey)));
  return new Map(created.map((p) => [p.roleKey as RoleKey, p.id]));
}

/** Puts a position's rights back to its role's defaults (restore-default). */
export async function restoreDefaultRights(db: Db, positionId: number, roleKey: RoleKey): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(positionRights).where(eq(positionRights.positionId, positionId));
    await tx.insert(positionRights).values(defaultRightRows(positionId, roleKey));
  });
}
