import type { PositionRights } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { loadPositionRights, type Grantable } from './position.rights.ts';
import type { positions } from './position.table.ts';

/** A position's rights as the log compares them: the keys granted visible and those granted usable. */
export function grantedKeys(rights: PositionRights): Record<string, string[]> {
  return {
    visibleMenus: rights.menus.filter((g) => g.visible).map((g) => g.menuId),
    usableMenus: rights.menus.filter((g) => g.usable).map((g) => g.menuId),
    visibleFunctions: rights.functions.filter((g) => g.visible).map((g) => g.functionKey),
    usableFunctions: rights.functions.filter((g) => g.usable).map((g) => g.functionKey),
  };
}

/**
 * Changes a position's rights with `change` and logs the rights before and after, in one transaction: the
 * change and its log row land together or not at all. Answers the rights after.
 */
export async function changeRightsLogged(
  ctx: GuardedContext, position: typeof positions.$inferSelect, grantable: Grantable, action: 'update' | 'restoreDefault', change: (tx: Db) => Promise<void>,
): Promise<PositionRights> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await loadPositionRights(tx, position.id, grantable);
    await change(tx);
    const after = await loadPositionRights(tx, position.id, grantable);
    await recordChange(tx, ctx, { entity: 'position', entityId: position.id, entityLabel: position.name, action, before: grantedKeys(before), after: grantedKeys(after) });
    return after;
  });
}
