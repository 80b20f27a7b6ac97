import { eq } from 'drizzle-orm';
import type { ListSitesInput, Page, SiteBusinessCategory, SiteRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { financeDepts } from '../financeDept/index.ts';
import { sites } from './site.table.ts';
import { inTreeOrder, type Placed } from './site.tree.ts';

/** A site as its tree shows it, with its finance department's code and name. */
export type SiteRecord = typeof sites.$inferSelect & { financeDeptCode: string | null; financeDeptName: string | null; staffCount: number; customerCount: number };

export type SiteCount = { siteId: number | null; count: number };

/** How many staff and customers each site of the company holds: rows of modules above this one, counted by the composition root (Services). */
export type CountSiteHolders = (db: Db, companyId: number) => Promise<{ staff: SiteCount[]; customers: SiteCount[] }>;

/**
 * Every site of the company with how many staff and customers it holds. Sites are few per company (tens),
 * so the tree is built and filtered in memory. `lock` takes the company's site rows FOR UPDATE first:
 * changes to one company's tree then run one at a time, so no two can build a loop or orphan a sub-site.
 */
export async function loadSites(db: Db, companyId: number, countHolders: CountSiteHolders, lock = false): Promise<SiteRecord[]> {
  if (lock) await db.select({ id: sites.id }).from(sites).where(eq(sites.companyId, companyId)).for('update');
  const rows = await db.select(siteColumns).from(sites).leftJoin(financeDepts, eq(financeDepts.id, sites.financeDeptId)).where(eq(sites.companyId, companyId));
  const { staff: staffCounts, customers: customerCounts } = await countHolders(db, companyId);
  const countOf = (counts: SiteCount[], id: number) => counts.find((c) => c.siteId === id)?.count ?? 0;
  return rows.map((row) => ({ ...row, staffCount: countOf(staffCounts, row.id), customerCount: countOf(customerCounts, row.id) }));
}

const siteColumns = {
  id: sites.id, companyId: sites.companyId, code: sites.code, nameCn: sites.nameCn, nameEn: sites.nameEn, siteType: sites.siteType,
  parentId: sites.parentId, businessCategory: sites.businessCategory, baseCurrency: sites.baseCurrency,
  personInCharge: sites.personInCharge, phone: sites.phone, address: sites.address,
  financeDeptId: sites.financeDeptId, financeDeptCode: financeDepts.code, financeDeptName: financeDepts.name,
};

export function toSiteRow(site: Placed<SiteRecord>, parent: SiteRecord | undefined): SiteRow {
  return {
    id: site.id, code: site.code, nameCn: site.nameCn, nameEn: site.nameEn, siteType: site.siteType, parentId: site.parentId,
    parentCode: parent?.code ?? null, parentNameCn: parent?.nameCn ?? null, parentNameEn: parent?.nameEn ?? null,
    businessCategory: site.businessCategory as SiteBusinessCategory, baseCurrency: site.baseCurrency as SiteRow['baseCurrency'],
    personInCharge: site.personInCharge, phone: site.phone, address: site.address,
    financeDeptId: site.financeDeptId, financeDeptCode: site.financeDeptCode, financeDeptName: site.financeDeptName,
    depth: site.depth, childCount: site.childCount, staffCount: site.staffCount, customerCount: site.customerCount,
  };
}

function matches(site: SiteRecord, input: ListSitesInput): boolean {
  const keyword = input.keyword?.toLowerCase();
  return (!keyword || [site.code, site.nameCn, site.nameEn].some((text) => text.toLowerCase().includes(keyword)))
    && (!input.siteType || site.siteType === input.siteType)
    && (!input.businessCategory || site.businessCategory === input.businessCategory)
    && (!input.baseCurrency || site.baseCurrency === input.baseCurrency);
}

/** One page of the company's sites in tree order, after the filters. */
export async function listSitePage(db: Db, companyId: number, countHolders: CountSiteHolders, input: ListSitesInput): Promise<Page<SiteRow>> {
  const all = await loadSites(db, companyId, countHolders);
  const byId = new Map(all.map((site) => [site.id, site]));
  const found = inTreeOrder(all).filter((site) => matches(site, input));
  const start = (input.currentPage - 1) * input.pageSize;
  const list = found.slice(start, start + input.pageSize).map((site) => toSiteRow(site, site.parentId ? byId.get(site.parentId) : undefined));
  return { list, total: found.length };
}
