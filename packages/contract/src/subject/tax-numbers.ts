import { checkVAT, countries } from 'jsvat';
import { z } from 'zod';

const mismatch = { params: { reason: 'invalidFormat' } };

/** Longest other tax number kept; it fits the order's tax fields (ORDER_FIELD_MAX.taxId). */
export const TAX_NUMBER_MAX = 30;

/** Kinds of a subject's other tax number; the order form copies the code, upper-cased, into the sender's tax type. */
export const SUBJECT_TAX_TYPES = ['gst', 'abn', 'ein', 'cnpj', 'cpf', 'other'] as const;
export type SubjectTaxType = (typeof SUBJECT_TAX_TYPES)[number];

/**
 * A VAT number: where jsvat knows the country (the EU, the UK, Norway, Switzerland and a few more) its check digits
 * must agree; elsewhere 4 to 20 letters and digits, as no common rule exists.
 */
export function isPlausibleVat(value: string): boolean {
  if (!/^[A-Z0-9]{4,20}$/.test(value)) return false;
  const checked = checkVAT(value, countries);
  return !checked.isSupportedCountry || checked.isValid;
}

const upperText = () => z.string().trim().toUpperCase().transform((v) => v.replace(/[\s.-]/g, ''));

/** Empty, or a VAT number isPlausibleVat accepts (spaces, dots and hyphens dropped). */
export const vatNoField = upperText().refine((v) => v === '' || isPlausibleVat(v), mismatch).default('');
/** EORI: the issuing country's two letters and up to 15 letters or digits (EU Customs Code). */
export const eoriNoField = upperText().refine((v) => v === '' || /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(v), mismatch).default('');
/** IOSS: "IM", the issuing state's three digits and a seven-digit number. */
export const iossNoField = upperText().refine((v) => v === '' || /^IM\d{10}$/.test(v), mismatch).default('');
export const otherTaxNoField = upperText().refine((v) => v.length <= TAX_NUMBER_MAX && /^[A-Z0-9/]*$/.test(v), mismatch).default('');
