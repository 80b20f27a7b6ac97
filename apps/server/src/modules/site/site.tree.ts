/** A site as the tree needs it: where it hangs and how it sorts among its siblings. */
export type TreeSite = { id: number; parentId: number | null; code: string };

export type Placed<T> = T & { depth: number; childCount: number };

const byCode = (a: TreeSite, b: TreeSite) => a.code.localeCompare(b.code, 'en', { numeric: true });

/**
 * The sites in tree order: each after its parent, siblings by code (numerically), with their depth and
 * number of sub-sites. A site whose parent is not among them starts a tree of its own.
 */
export function inTreeOrder<T extends TreeSite>(sites: readonly T[]): Placed<T>[] {
  const ids = new Set(sites.map((site) => site.id));
  const children = new Map<number, T[]>();
  for (const site of sites) {
    if (site.parentId !== null && ids.has(site.parentId)) children.set(site.parentId, [...(children.get(site.parentId) ?? []), site]);
  }
  const placed: Placed<T>[] = [];
  const visit = (site: T, depth: number) => {
    const below = [...(children.get(site.id) ?? [])].sort(byCode);
    placed.push({ ...site, depth, childCount: below.length });
    for (const child of below) visit(child, depth + 1);
  };
  for (const root of sites.filter((site) => site.parentId === null || !ids.has(site.parentId)).sort(byCode)) visit(root, 0);
  return placed;
}

/** The ids of every site below the given one, however deep. */
export function descendantIds(sites: readonly TreeSite[], id: number): Set<number> {
  const below = new Set<number>();
  let frontier = [id];
  while (frontier.length) {
    frontier = sites.filter((site) => site.parentId !== null && frontier.includes(site.parentId) && !below.has(site.id)).map((site) => site.id);
    frontier.forEach((child) => below.add(child));
  }
  return below;
}
