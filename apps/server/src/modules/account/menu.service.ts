import { eq } from 'drizzle-orm';
import {
  FUNCTIONS,
  FUNCTION_KEYS,
  MENU_TREE,
  isMenuForAudience,
  type AuthorityFunction,
  type AuthorityMenu,
  type GetAuthorityMenuOutput,
  type MenuNode,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { positionRights } from '../position/index.ts';

type Grant = { visible: boolean; usable: boolean };

/** The caller's menu tree and function buttons: an administrator holds all, others what their position grants. */
export async function buildAuthorityMenu(db: Db, caller: Caller): Promise<GetAuthorityMenuOutput> {
  const grants = caller.isAdmin ? null : await loadGrants(db, caller.positionId);
  const menuGrant = (id: string): Grant | undefined => (grants ? grants.get(`menu:${id}`) : { visible: true, usable: true });
  const isCarrier = caller.companyKind === 'carrier';

  const toMenus = (nodes: readonly MenuNode[]): AuthorityMenu[] =>
    nodes.flatMap((node): AuthorityMenu[] => {
      if (!isMenuForAudience(node, isCarrier) || (node.adminOnly && !caller.isAdmin)) return [];
      if (node.children) {
        const childrenMenus = toMenus(node.children);
        return childrenMenus.length ? [{ menuId: node.id, haveAuthority: true, childrenMenus }] : [];
      }
      const grant = menuGrant(node.id);
      return grant?.visible ? [{ menuId: node.id, haveAuthority: grant.usable, childrenMenus: [] }] : [];
    });

  const authorityMenus = toMenus(MENU_TREE);
  const shownMenuIds = new Set(authorityMenus.flatMap(function ids(m): string[] { return [m.menuId, ...m.childrenMenus.flatMap(ids)]; }));
  const authorityFunctions: AuthorityFunction[] = FUNCTION_KEYS.flatMap((functionKey) => {
    const { menuId } = FUNCTIONS[functionKey];
    const grant = grants ? grants.get(`function:${functionKey}`) : { visible: true, usable: true };
    return grant?.visible && shownMenuIds.has(menuId) ? [{ functionKey, menuId, visible: true, usable: grant.usable }] : [];
  });
  return { authorityMenus, authorityFunctions };
}

async function loadGrants(db: Db, positionId: number | null): Promise<Map<string, Grant>> {
  if (positionId === null) return new Map();
  const rows = await db.select().from(positionRights).where(eq(positionRights.positionId, positionId));
  return new Map(rows.map((r) => [`${r.rightKind}:${r.rightKey}`, { visible: r.visible, usable: r.usable }]));
}
