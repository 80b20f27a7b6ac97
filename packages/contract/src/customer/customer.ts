import { z } from 'zod';
import { companyNoField } from '../auth/fields.ts';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { CUSTOMER_ATTRIBUTES, CUSTOMER_LIMITS as L, CUSTOMER_STATUSES, SETTLEMENT_TYPES } from './enums.ts';

const idField = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max).default('');
/** A choice the form must make: left out it reads "required", not "invalid value". */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : undefined) });

/** Customer fields with the rules of entities-rules.md 5.4, one schema per form field. */
export const customerFields = {
  /** Import rows name customers by code, so it holds no spaces. */
  code: z.string().trim().min(L.codeMin).max(L.codeMax).regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(L.nameMax),
  settlementType: choice(SETTLEMENT_TYPES),
  attribute: choice(CUSTOMER_ATTRIBUTES),
  isCommon: z.boolean().default(false),
  /** Required unless common: a common customer belongs to the head-office site. */
  siteId: idField.optional(),
  /** Absent: the default group. */
  groupId: idField.optional(),
  /** The finance department owning the customer (docs/finance.md); absent: none. */
  financeDeptId: idField.nullish(),
  /** The cargo owner company (by its code) whose orders come to this customer. */
  linkedOwnerCompanyNo: companyNoField.optional(),
  phone: text(L.phoneMax).pipe(z.string().regex(/^[0-9+-]*$/)),
  address: z.string().trim().min(1).max(L.addressMax),
  companyName: text(L.companyNameMax),
  country: countryCode.optional(),
  province: text(L.regionMax),
  city: text(L.regionMax),
  quotation: text(L.quotationMax),
  enabled: z.boolean().default(true),
};

/** New customer (no id) or a change; a non-common customer needs a site. */
export const saveCustomerInput = z
  .object({ id: idField.optional(), ...customerFields })
  .refine((input) => input.isCommon || Boolean(input.siteId), {
    path: ['siteId'],
    params: { reason: 'required' },
    // Checked even when other fields fail, so a form marks every missing field at once.
    when: () => true,
  });
export type SaveCustomerInput = z.infer<typeof saveCustomerInput>;

/** The customer list's filters (deleted customers are never listed). */
export const listCustomersInput = z.object({
  ...pageQueryFields,
  /** Part of the code, name, company name or phone. */
  keyword: z.string().trim().max(60).optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  settlementType: z.enum(SETTLEMENT_TYPES).optional(),
  attribute: z.enum(CUSTOMER_ATTRIBUTES).optional(),
  groupId: idField.optional(),
  siteId: idField.optional(),
  isCommon: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export type ListCustomersInput = z.infer<typeof listCustomersInput>;

export const customerLogin = z.object({ userId: z.number(), userNo: z.string(), account: z.string() });
export type CustomerLogin = z.infer<typeof customerLogin>;

export const customerView = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  enabled: z.boolean(),
  settlementType: z.enum(SETTLEMENT_TYPES),
  attribute: z.enum(CUSTOMER_ATTRIBUTES),
  isCommon: z.boolean(),
  siteId: z.number().nullable(),
  siteCode: z.string().nullable(),
  siteNameCn: z.string(),
  siteNameEn: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  groupIsDefault: z.boolean(),
  financeDeptId: z.number().nullable(),
  financeDeptCode: z.string().nullable(),
  financeDeptName: z.string().nullable(),
  linkedOwnerCompanyNo: z.string().nullable(),
  linkedOwnerName: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  companyName: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  quotation: z.string(),
  /** The login acting for the customer, when one is bound. */
  login: customerLogin.nullable(),
  createdAt: z.string(),
});
export type CustomerView = z.infer<typeof customerView>;

export const customerIdInput = z.object({ id: idField });

/** Stop, suspend, or restore (normal). */
export const setCustomerStatusInput = z.object({ id: idField, status: z.enum(CUSTOMER_STATUSES) });
export const setCustomerEnabledInput = z.object({ id: idField, enabled: z.boolean() });

/** A group as the customer form and filters offer it. */
export const customerGroupOption = z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() });
export type CustomerGroupOption = z.infer<typeof customerGroupOption>;
