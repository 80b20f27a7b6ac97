import type { sites } from './site.table.ts';
import type { SiteRecord } from './site.queries.ts';

type SiteFields = Omit<typeof sites.$inferSelect, 'id' | 'companyId' | 'financeDeptId'> & { financeDeptCode: string | null; financeDeptName: string | null };

/** How the log names a site: its code and Chinese name. */
export const siteLabel = (site: { code: string; nameCn: string }) => `${site.code} ${site.nameCn}`;

/** A site as the audit log compares it: the parent and the finance department by code and name rather than ids nobody reads. */
export function siteSnapshot(site: SiteFields, all: readonly SiteRecord[]): Record<string, unknown> {
  const parent = all.find((other) => other.id === site.parentId);
  return {
    code: site.code, nameCn: site.nameCn, nameEn: site.nameEn, siteType: site.siteType, parent: parent ? siteLabel(parent) : null,
    businessCategory: site.businessCategory, baseCurrency: site.baseCurrency, personInCharge: site.personInCharge, phone: site.phone,
    address: site.address, financeDept: site.financeDeptCode ? `${site.financeDeptCode} ${site.financeDeptName}` : null,
  };
}
