import { flattenMenus, type AuthorityMenu, type MenuNode } from '@parcelflow/contract';

/** A menu the caller holds, joined with its contract node (label key `menu.<key>` and route). */
export type MenuEntry = { id: string; key: string; path?: string; disabled: boolean; children: MenuEntry[] };

const NODES = new Map<string, MenuNode>(flattenMenus().map((node) => [node.id, node]));

/** Joins the server's authority menus to the contract's tree; ids the contract does not know are skipped. */
export function resolveMenus(menus: readonly AuthorityMenu[]): MenuEntry[] {
  return menus.flatMap((menu) => {
    const node = NODES.get(menu.menuId);
    if (!node) return [];
    return [{ id: node.id, key: node.key, path: node.path, disabled: !menu.haveAuthority, children: resolveMenus(menu.childrenMenus) }];
  });
}

/** Every page entry (with a route), depth first. */
export function leafEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.path ? [entry] : leafEntries(entry.children)));
}

/** The entry whose route is the given path, and the ids of the groups above it. */
export function locateEntry(entries: readonly MenuEntry[], pathname: string, parents: string[] = []): { id: string; parents: string[] } | null {
  for (const entry of entries) {
    if (entry.path && entry.path.toLowerCase() === pathname.toLowerCase()) return { id: entry.id, parents };
    const found = locateEntry(entry.children, pathname, [...parents, entry.id]);
    if (found) return found;
  }
  return null;
}
