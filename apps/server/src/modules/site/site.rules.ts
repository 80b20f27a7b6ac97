import { CommandError, fieldError, type SaveSiteInput } from '@parcelflow/contract';
import type { SiteRecord } from './site.queries.ts';
import { descendantIds } from './site.tree.ts';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Codes and names are unique in the company (entities-rules.md 5.5): 20006, naming the field. */
export function assertNoDuplicate(input: SaveSiteInput, others: readonly SiteRecord[]): void {
  if (others.some((site) => site.code === input.code)) throw new CommandError(20006, { field: 'code' });
  if (others.some((site) => site.nameCn === input.nameCn)) throw new CommandError(20006, { field: 'nameCn' });
  if (input.nameEn && others.some((site) => sameText(site.nameEn, input.nameEn))) throw new CommandError(20006, { field: 'nameEn' });
}

/**
 * The tree stays one tree with the head office at its root: one head office, every other site under an
 * existing head office or branch of the company (never under itself or its own sub-sites), and a site with
 * sub-sites keeps its code and type.
 */
export function assertTreeKept(input: SaveSiteInput, old: SiteRecord | undefined, all: readonly SiteRecord[]): void {
  const others = all.filter((site) => site.id !== old?.id);
  if (input.siteType === 'headOffice' && others.some((site) => site.siteType === 'headOffice')) throw fieldError('siteType', 'duplicate');
  if (old && all.some((site) => site.parentId === old.id)) {
    if (old.code !== input.code) throw fieldError('code', 'inUse');
    if (old.siteType !== input.siteType) throw fieldError('siteType', 'inUse');
  }
  if (!input.parentId) return;
  const parent = all.find((site) => site.id === input.parentId);
  if (!parent) throw fieldError('parentId', 'notFound');
  const loops = old !== undefined && (parent.id === old.id || descendantIds(all, old.id).has(parent.id));
  if (parent.siteType === 'outlet' || loops) throw fieldError('parentId', 'invalidValue');
}

/** A site goes only when nothing hangs on it: no sub-site, staff member or customer. */
export function assertDeletable(site: SiteRecord, all: readonly SiteRecord[]): void {
  if (all.some((other) => other.parentId === site.id) || site.staffCount > 0 || site.customerCount > 0) throw fieldError('id', 'inUse');
}
