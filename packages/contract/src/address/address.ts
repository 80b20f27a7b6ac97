import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';

/** Address book entries hold a receiver or a sender. */
export const ADDRESS_TYPES = ['receiver', 'sender'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Limits of entities-rules.md 5.3 and section 9; postcode and email take the order's limits (5.2). */
export const ADDRESS_LIMITS = {
  aliasMax: 8,
  nameMax: 40,
  phoneMax: 40,
  companyMax: 120,
  addressMax: 120,
  cityMax: 30,
  stateMax: 30,
  taxNoMax: 30,
  postcodeMax: 10,
  emailMax: 50,
  /** Receiver addresses marked common. */
  commonMax: 4,
  /** Addresses marked default, per type. */
  defaultMax: 4,
} as const;

const L = ADDRESS_LIMITS;
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * One field schema per form field. The phone is digits only; lists show it masked, and a masked phone is
 * accepted on saving only when it is the stored one unchanged (the server checks that).
 */
export const addressFields = {
  type: z.enum(ADDRESS_TYPES),
  alias: text(L.aliasMax),
  name: z.string().trim().min(1).max(L.nameMax),
  company: text(L.companyMax),
  phone: z.string().trim().min(1).max(L.phoneMax).regex(/^[0-9*]+$/),
  email: z.string().trim().max(L.emailMax).email().or(z.literal('')).default(''),
  country: countryCode,
  state: text(L.stateMax),
  city: z.string().trim().min(1).max(L.cityMax),
  postcode: text(L.postcodeMax),
  address: z.string().trim().min(1).max(L.addressMax),
  taxNo: text(L.taxNoMax),
  isCommon: z.boolean().default(false),
  isDefault: z.boolean().default(false),
};

/** New entry (no id) or a change; a receiver needs an alias, and only receivers are marked common. */
export const saveAddressInput = z
  .object({ id: z.number().int().positive().optional(), ...addressFields })
  .superRefine((input, ctx) => {
    if (input.type === 'receiver' && !input.alias) ctx.addIssue({ code: 'custom', path: ['alias'], params: { reason: 'required' } });
    if (input.type === 'sender' && input.isCommon) ctx.addIssue({ code: 'custom', path: ['isCommon'], params: { reason: 'invalidValue' } });
  });
export type SaveAddressInput = z.infer<typeof saveAddressInput>;

export const addressIdInput = z.object({ id: z.number().int().positive() });

/** Marks or unmarks an entry common or default. */
export const setAddressFlagInput = z.object({ id: z.number().int().positive(), flag: z.enum(['isCommon', 'isDefault']), value: z.boolean() });
export type SetAddressFlagInput = z.infer<typeof setAddressFlagInput>;

export const listAddressesInput = z.object({
  ...pageQueryFields,
  type: z.enum(ADDRESS_TYPES).optional(),
  /** Part of the alias, name, company or city. */
  keyword: z.string().trim().max(40).optional(),
  country: countryCode.optional(),
  isCommon: z.boolean().optional(),
  isDefault: z.boolean().optional(),
});
export type ListAddressesInput = z.infer<typeof listAddressesInput>;

/** An entry as the list shows it: the phone masked. */
export const addressView = z.object({
  id: z.number(), type: z.enum(ADDRESS_TYPES), alias: z.string(), name: z.string(), company: z.string(), phone: z.string(), email: z.string(),
  country: z.string(), state: z.string(), city: z.string(), postcode: z.string(), address: z.string(), taxNo: z.string(),
  isCommon: z.boolean(), isDefault: z.boolean(), updatedAt: z.string(),
});
export type AddressView = z.infer<typeof addressView>;

/** The address-book picker of the order form: one type, common and default entries first. */
export const addressComboBoxInput = z.looseObject({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  keyword: z.string().trim().max(40).default(''),
  type: z.enum(ADDRESS_TYPES),
});

/** Keeps the first three and last four digits of a long number (fewer of a short one), so a list does not show whole phones. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  const [head, tail] = phone.length >= 8 ? [3, 4] : [1, 2];
  return `${phone.slice(0, head)}${'*'.repeat(phone.length - head - tail)}${phone.slice(-tail)}`;
}
