import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';

/** Site (entities-rules.md 3.5): the head office is the root of the company's tree; outlets are leaves. */
export const SITE_TYPES = ['headOffice', 'branch', 'outlet'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** What a site mainly does; declared once for the database, zod and the `site.category.<value>` texts. */
export const SITE_BUSINESS_CATEGORIES = ['operation', 'collection', 'delivery', 'transit', 'warehouse'] as const;
export type SiteBusinessCategory = (typeof SITE_BUSINESS_CATEGORIES)[number];

export const SITE_CODE_MAX = 10;
export const SITE_NAME_CN_MAX = 40;
export const SITE_NAME_EN_MAX = 80;
export const SITE_ADDRESS_MAX = 120;

const optionalText = (max: number) => z.string().trim().max(max).default('');
const idField = z.number().int().positive();

/** Field schemas one by one, so a form item checks exactly what the command checks. */
export const siteFields = {
  code: z.string().trim().min(1).max(SITE_CODE_MAX).regex(/^\d+$/),
  nameCn: z.string().trim().min(1).max(SITE_NAME_CN_MAX),
  nameEn: optionalText(SITE_NAME_EN_MAX),
  siteType: z.enum(SITE_TYPES),
  parentId: idField.nullish(),
  businessCategory: z.enum(SITE_BUSINESS_CATEGORIES),
  baseCurrency: z.enum(CURRENCIES),
  personInCharge: optionalText(40),
  /** Digits, plus and hyphen, as the customer phone of 5.4. */
  phone: z.string().trim().max(40).regex(/^[0-9+-]*$/).default(''),
  address: optionalText(SITE_ADDRESS_MAX),
  /** The finance department owning the site (docs/finance.md); absent: none. */
  financeDeptId: idField.nullish(),
};

/** New site (no id) or a change; the head office has no parent, every other site has one. */
export const saveSiteInput = z
  .object({ id: idField.optional(), ...siteFields })
  .superRefine((site, ctx) => {
    if (site.siteType === 'headOffice' && site.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], params: { reason: 'invalidValue' } });
    if (site.siteType !== 'headOffice' && !site.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], params: { reason: 'required' } });
  });
export type SaveSiteInput = z.infer<typeof saveSiteInput>;

export const siteIdInput = z.object({ id: idField });

/** The site list: filters, then the page in tree order (each site after its parent, siblings by code). */
export const listSitesInput = z.object({
  ...pageQueryFields,
  /** Part of the code or of either name. */
  keyword: z.string().trim().max(40).optional(),
  siteType: z.enum(SITE_TYPES).optional(),
  businessCategory: z.enum(SITE_BUSINESS_CATEGORIES).optional(),
  baseCurrency: z.enum(CURRENCIES).optional(),
});
export type ListSitesInput = z.infer<typeof listSitesInput>;

export const siteRow = z.object({
  id: z.number(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  siteType: z.enum(SITE_TYPES),
  parentId: z.number().nullable(),
  parentCode: z.string().nullable(),
  parentNameCn: z.string().nullable(),
  parentNameEn: z.string().nullable(),
  businessCategory: z.enum(SITE_BUSINESS_CATEGORIES),
  baseCurrency: z.enum(CURRENCIES),
  personInCharge: z.string(),
  phone: z.string(),
  address: z.string(),
  financeDeptId: z.number().nullable(),
  financeDeptCode: z.string().nullable(),
  financeDeptName: z.string().nullable(),
  /** 0 for the head office, 1 for its sub-sites... */
  depth: z.number(),
  childCount: z.number(),
  /** Staff and customers of the site: while any remain it cannot be deleted. */
  staffCount: z.number(),
  customerCount: z.number(),
});
export type SiteRow = z.infer<typeof siteRow>;

/** A site as pickers offer it (parent site, a staff member's site). */
export const siteOption = z.object({ id: z.number(), code: z.string(), nameCn: z.string(), nameEn: z.string(), siteType: z.enum(SITE_TYPES), parentId: z.number().nullable() });
export type SiteOption = z.infer<typeof siteOption>;
