import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';

/**
 * A finance department (enterpriseManagement/financialDept): a finance unit of a carrier that owns customers and sites,
 * so bills, receivables and dunning can be split by who collects them (docs/finance.md).
 */
export const FINANCE_DEPT_LIMITS = { codeMax: 20, nameMax: 40, phoneMax: 40, remarkMax: 200, customersMax: 5000, sitesMax: 1000 } as const;

const idField = z.number().int().positive();
const uniqueIds = (max: number) => z.array(idField).max(max).refine((ids) => new Set(ids).size === ids.length, { params: { reason: 'duplicate' } });

export const financeDeptFields = {
  /** Letters and digits, unique in the company. */
  code: z.string().trim().min(1).max(FINANCE_DEPT_LIMITS.codeMax).regex(/^[A-Za-z0-9]+$/),
  name: z.string().trim().min(1).max(FINANCE_DEPT_LIMITS.nameMax),
  /** A staff member of the company; none when absent or null. */
  personInChargeId: idField.nullable().default(null),
  /** Digits, plus and hyphen, as the other phone fields of the enterprise screens. */
  phone: z.string().trim().max(FINANCE_DEPT_LIMITS.phoneMax).regex(/^[0-9+-]*$/).default(''),
  remark: z.string().trim().max(FINANCE_DEPT_LIMITS.remarkMax).default(''),
  enabled: z.boolean().default(true),
};

/** A new department (no id) or a change of one. */
export const saveFinanceDeptInput = z.object({ id: idField.optional(), ...financeDeptFields });
export type SaveFinanceDeptInput = z.output<typeof saveFinanceDeptInput>;

export const listFinanceDeptsInput = z.object({
  ...pageQueryFields,
  /** Part of the code or the name. */
  keyword: z.string().trim().max(FINANCE_DEPT_LIMITS.nameMax).optional(),
  enabled: z.boolean().optional(),
});
export type ListFinanceDeptsInput = z.infer<typeof listFinanceDeptsInput>;

export const financeDeptView = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  personInChargeId: z.number().nullable(),
  personInChargeName: z.string().nullable(),
  phone: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  /** Live customers and sites it owns. */
  customerCount: z.number(),
  siteCount: z.number(),
  updatedAt: z.string(),
});
export type FinanceDeptView = z.infer<typeof financeDeptView>;

export const financeDeptIdInput = z.object({ id: idField });

/**
 * The customers and sites the department owns from now on: each list, when given, is its whole set (those listed move
 * to it from any other department, those it owned and not listed are left without one); a list not given is kept.
 */
export const assignFinanceDeptInput = z.object({
  id: idField,
  customerIds: uniqueIds(FINANCE_DEPT_LIMITS.customersMax).optional(),
  siteIds: uniqueIds(FINANCE_DEPT_LIMITS.sitesMax).optional(),
});
export type AssignFinanceDeptInput = z.infer<typeof assignFinanceDeptInput>;

const deptOption = z.object({ id: z.number(), code: z.string(), name: z.string(), enabled: z.boolean() });
/** The departments by code, for the selects of other screens. */
export const financeDeptOptions = z.object({ depts: z.array(deptOption) });
export type FinanceDeptOptions = z.infer<typeof financeDeptOptions>;

const owned = z.object({ id: z.number(), code: z.string(), name: z.string(), financeDeptId: z.number().nullable() });
/** What the department's form and its assignment dialogs choose from: staff in post, live customers, sites. */
export const financeDeptFormOptions = z.object({
  staff: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  customers: z.array(owned),
  sites: z.array(owned),
});
export type FinanceDeptFormOptions = z.infer<typeof financeDeptFormOptions>;
