import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { ORDER_FIELD_MAX } from './limits.ts';

const mismatch = { params: { reason: 'invalidFormat' } };

/** Waybill, reference and other numbers: no space or slash (5.1). */
export const numberText = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).regex(/^[^\s/\\]+$/);

export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** At most `integers` digits before the point and `decimals` after. */
export function hasDigits(value: number, integers: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [whole = '', fraction = ''] = Math.abs(value).toString().split('.');
  return whole.length <= integers && fraction.length <= decimals && !/e/i.test(whole);
}

/** A weight above 0 with at most 8 integer digits and 3 decimals. */
export const weightField = z
  .number()
  .gt(0)
  .refine((v) => hasDigits(v, 8, 3), { params: { reason: 'invalidFormat' } });

/** An amount not negative with at most 8 integer digits and 2 decimals. */
export const amountField = z
  .number()
  .min(0)
  .refine((v) => hasDigits(v, 8, 2), { params: { reason: 'invalidFormat' } });

/** Length, width, height: whole centimetres above 0. */
export const dimensionField = z.number().int().gt(0).max(9999);

/** Purpose and material of an invoice line hold no Chinese characters (5.2). */
export const latinText = (max: number) =>
  z.string().trim().max(max).regex(/^[^\u3400-\u9fff\uf900-\ufaff]*$/).optional();

const F = ORDER_FIELD_MAX;

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);
/** A known country's two-letter code, any case: what is not a code at all is invalidFormat, a code of no country notFound. */
export const countryCode = z.string().trim().toUpperCase().superRefine((code, ctx) => {
  if (!/^[A-Z]{2,3}$/.test(code)) ctx.addIssue({ code: 'custom', params: { reason: 'invalidFormat' } });
  else if (!KNOWN_COUNTRIES.has(code)) ctx.addIssue({ code: 'custom', params: { reason: 'notFound' } });
});

/** Receiver (3.1) with the limits of 5.2. */
export const receiverSchema = z.object({
  name: z.string().trim().min(1).max(F.receiverName),
  company: optionalText(F.receiverCompany),
  phone: z.string().trim().min(1).max(F.receiverPhone).regex(/^[0-9+()\- ]+$/),
  email: z.string().trim().max(F.receiverEmail).email().optional().or(z.literal('')),
  country: countryCode,
  state: optionalText(F.cityStateCountry),
  city: z.string().trim().min(1).max(F.cityStateCountry),
  postcode: optionalText(F.postcode),
  address1: z.string().trim().min(1).max(F.address1),
  address2: optionalText(F.address2),
  address3: optionalText(F.address2),
  houseNo: optionalText(F.houseNo),
  taxNo: optionalText(F.taxId),
  taxType: optionalText(10),
  vatNo: optionalText(F.taxId),
  eorNo: optionalText(F.taxId),
});

/** Sender: the same fields, a phone of at least 4 digits (5.1). */
export const senderSchema = receiverSchema.extend({
  name: z.string().trim().min(1).max(F.senderName),
  company: optionalText(F.senderCompany),
  phone: z.string().trim().max(F.senderPhone).regex(/^[0-9+()\- ]+$/).refine((v) => v.replace(/\D/g, '').length >= 4, mismatch),
  email: z.string().trim().max(F.senderEmail).email().optional().or(z.literal('')),
  /** The sender's EU import one-stop-shop number, filled from its subject (Dataquery/subjectInformation). */
  iossNo: optionalText(F.taxId),
});

export const notifierSchema = z.object({
  name: z.string().trim().min(1).max(F.senderName),
  phone: optionalText(F.senderPhone),
  company: optionalText(F.senderCompany),
  address1: optionalText(F.address1),
  address2: optionalText(F.address2),
  address3: optionalText(F.address2),
  country: countryCode.optional(),
  province: optionalText(F.cityStateCountry),
  postcode: optionalText(F.postcode),
  city: optionalText(F.cityStateCountry),
  email: z.string().trim().max(F.senderEmail).email().optional().or(z.literal('')),
});

/** One box of the per-piece info: number, size code, quantity, weight and dimensions. */
export const boxSchema = z.object({
  boxNo: z.string().trim().min(1).max(F.boxNo),
  boxSize: optionalText(F.boxSize),
  quantity: z.number().int().min(1).max(999),
  weight: weightField,
  length: dimensionField,
  width: dimensionField,
  height: dimensionField,
});

export const invoiceLineSchema = z.object({
  sku: optionalText(F.sku),
  descriptionCn: z.string().trim().min(1).max(F.invoiceName),
  // Empty lets the company's English name rules fill it on the server (modules/englishNameRule), which refuses it still empty.
  descriptionEn: z.string().trim().max(F.invoiceName).default(''),
  quantity: z.number().int().min(1).max(99_999),
  unitPrice: amountField,
  unitWeight: weightField.optional(),
  totalWeight: weightField.optional(),
  currency: z.string().trim().length(3),
  customsCode: optionalText(F.customsCode),
  purpose: latinText(F.purposeMaterial),
  material: latinText(F.purposeMaterial),
  brand: optionalText(F.brandSpec),
  specification: optionalText(F.brandSpec),
  subNo: optionalText(F.waybillNo),
  origin: optionalText(F.origin),
  unit: optionalText(F.unit),
  remarks: optionalText(F.invoiceRemarks),
});
