import type { PositionRights } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import type { positions } from '../position/index.ts';
import { loadPositionRights, type Grantable } from './position.rights.ts';

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
 * Changes a position's rights with `change` and logs the rights before and after, in one audited write: the
 * change and its log row land together or not at all. Its users hold the new rights once it committed.
 * Answers the rights after.
 */
export function changeRightsLogged(
  ctx: GuardedContext, position: typeof positions.$inferSelect, grantable: Grantable, action: 'update' | 'restoreDefault', change: (tx: Tx) => Promise<void>,
): Promise<PositionRights> {
  return auditedWrite(ctx, async ({ tx, afterCommit }) => {
    const before = await loadPositionRights(tx, position.id, grantable);
    await change(tx);
    const after = await loadPositionRights(tx, position.id, grantable);
    afterCommit(() => ctx.services.evictCallers(`position:${position.id}`));
    return {
      answer: after,
      changes: [{ entity: 'position', entityId: position.id, entityLabel: position.name, action, before: grantedKeys(before), after: grantedKeys(after) }],
    };
  });
}
