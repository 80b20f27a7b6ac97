import { DEFAULT_ROLES, type RoleKey } from '@parcelflow/contract';
import type { positionRights } from './position.table.ts';

type RightRow = typeof positionRights.$inferInsert;

/** The rights a named role starts with, as rows for position_rights. */
export function defaultRightRows(positionId: number, roleKey: RoleKey): RightRow[] {
  const role = DEFAULT_ROLES[roleKey];
  return [
    ...role.menus.map((rightKey) => ({ positionId, rightKind: 'menu' as const, rightKey, visible: true, usable: true })),
    ...role.functions.map((rightKey) => ({ positionId, rightKind: 'function' as const, rightKey, visible: true, usable: true })),
  ];
}

/** A role's default rights as `positions.offered_defaults` keeps them: `menu:<id>` and `function:<key>`. */
export function defaultRightKeys(roleKey: RoleKey): string[] {
  return defaultRightRows(0, roleKey).map((row) => `${row.rightKind}:${row.rightKey}`);
}
