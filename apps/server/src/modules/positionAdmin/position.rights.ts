import { eq } from 'drizzle-orm';
import {
  FUNCTION_KEYS,
  FUNCTIONS,
  MENU_TREE,
  fieldError,
  isMenuForAudience,
  type FunctionKey,
  type MenuNode,
  type PositionRights,
  type SavePositionRightsInput,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { positionRights } from '../position/index.ts';

export type Grantable = { menuIds: string[]; functionKeys: FunctionKey[] };

/**
 * What a position of this kind of company can grant: the menus of its audience, in tree order, and their
 * function buttons. Admin-only menus (the language screen) are left out: no position grants them.
 */
export function grantableRights(isCarrier: boolean): Grantable {
  const walk = (nodes: readonly MenuNode[]): string[] =>
    nodes.flatMap((node) => (isMenuForAudience(node, isCarrier) && !node.adminOnly ? [node.id, ...walk(node.children ?? [])] : []));
  const menuIds = walk(MENU_TREE);
  const functionKeys = FUNCTION_KEYS.filter((key) => menuIds.includes(FUNCTIONS[key].menuId));
  return { menuIds, functionKeys };
}

/** Every grantable menu and function with the position's settings; no row means neither visible nor usable. */
export async function loadPositionRights(db: Db, positionId: number, grantable: Grantable): Promise<PositionRights> {
  const rows = await db.select().from(positionRights).where(eq(positionRights.positionId, positionId));
  const byKey = new Map(rows.map((r) => [`${r.rightKind}:${r.rightKey}`, { visible: r.visible, usable: r.usable }]));
  const none = { visible: false, usable: false };
  return {
    menus: grantable.menuIds.map((menuId) => ({ menuId, ...(byKey.get(`menu:${menuId}`) ?? none) })),
    functions: grantable.functionKeys.map((functionKey) => ({ functionKey, ...(byKey.get(`function:${functionKey}`) ?? none) })),
  };
}

/** Replaces the position's rights in one transaction; menus or functions this company cannot grant are refused. */
export async function replacePositionRights(db: Db, input: SavePositionRightsInput, grantable: Grantable): Promise<void> {
  input.menus.forEach((g, i) => {
    if (!grantable.menuIds.includes(g.menuId)) throw fieldError(`menus.${i}.menuId`, 'invalidValue');
  });
  input.functions.forEach((g, i) => {
    if (!grantable.functionKeys.includes(g.functionKey)) throw fieldError(`functions.${i}.functionKey`, 'invalidValue');
  });
  const positionId = input.positionId;
  const rows = [
    ...input.menus.map((g) => ({ positionId, rightKind: 'menu' as const, rightKey: g.menuId, visible: g.visible, usable: g.usable })),
    ...input.functions.map((g) => ({ positionId, rightKind: 'function' as const, rightKey: g.functionKey, visible: g.visible, usable: g.usable })),
  ].filter((row) => row.visible);
  await db.transaction(async (tx) => {
    await tx.delete(positionRights).where(eq(positionRights.positionId, positionId));
    if (rows.length) await tx.insert(positionRights).values(rows);
  });
}
