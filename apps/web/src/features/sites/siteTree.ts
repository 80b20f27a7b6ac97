import type { SiteOption, SiteRow } from '@parcelflow/contract';

export type SiteNode = SiteRow & { children?: SiteNode[] };

/**
 * The page's rows as a tree: a row whose parent is on the page hangs under it, any other is a top row
 * (a filtered list shows its matches flat). The server answers in tree order, which the nesting keeps.
 */
export function nestSites(rows: readonly SiteRow[]): SiteNode[] {
  const nodes = new Map<number, SiteNode>(rows.map((row) => [row.id, { ...row }]));
  const top: SiteNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else top.push(node);
  }
  return top;
}

/** Ids of the nodes that have children on the page, to open them all. */
export function parentIds(nodes: readonly SiteNode[]): number[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...parentIds(node.children)] : []));
}

export type SiteTreeOption = { value: number; title: string; disabled: boolean; children: SiteTreeOption[] };

type ChoiceRules = {
  /** A site being moved: it and its own sub-sites are left out, as it cannot hang under them. */
  excludeId?: number;
  /** Outlets take no sub-sites, so the parent picker greys them out. */
  outletsDisabled?: boolean;
};

/** The company's sites as a tree for a picker (a staff member's site, a site's parent). */
export function siteChoices(options: readonly SiteOption[], label: (site: SiteOption) => string, rules: ChoiceRules = {}): SiteTreeOption[] {
  const ids = new Set(options.map((site) => site.id));
  const kept = (site: SiteOption) => site.id !== rules.excludeId;
  const toChoice = (site: SiteOption): SiteTreeOption => ({
    value: site.id, title: label(site), disabled: Boolean(rules.outletsDisabled) && site.siteType === 'outlet',
    children: options.filter((child) => child.parentId === site.id && kept(child)).map(toChoice),
  });
  return options.filter((site) => (site.parentId === null || !ids.has(site.parentId)) && kept(site)).map(toChoice);
}
