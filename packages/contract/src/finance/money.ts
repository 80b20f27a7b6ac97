import { z } from 'zod';
import { CURRENCIES, type Currency } from '../order/enums.ts';

/**
 * Money as exact decimal text (docs/finance.md): each currency's scale, the number of decimals its amounts keep.
 * Every one of the five currencies is kept to the cent; a currency added later declares its own.
 */
export const CURRENCY_SCALES = { RMB: 2, USD: 2, HKD: 2, THB: 2, TWD: 2 } as const satisfies Record<Currency, number>;

/** At most 12 digits before the point: 999,999,999,999.99 is far beyond any one movement. */
export const MONEY_LIMITS = { integerDigits: 12, scale: 2 } as const;

const AMOUNT_TEXT = new RegExp(`^\\d{1,${MONEY_LIMITS.integerDigits}}(\\.\\d{1,${MONEY_LIMITS.scale}})?$`);
const SIGNED_AMOUNT_TEXT = new RegExp(`^-?\\d{1,${MONEY_LIMITS.integerDigits}}(\\.\\d{1,${MONEY_LIMITS.scale}})?$`);

export const currencyField = z.string().trim().toUpperCase().pipe(z.enum(CURRENCIES));

/** A positive amount ("1500.5"): more decimals than the currency keeps is `invalidFormat`, 0 or less `tooSmall`. */
export const amountText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().regex(AMOUNT_TEXT).refine((text) => /[1-9]/.test(text), { params: { reason: 'tooSmall' } }),
);

/** A signed amount other than 0 (a manual adjustment: credit when positive, debit when negative). */
export const signedAmountText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().regex(SIGNED_AMOUNT_TEXT).refine((text) => /[1-9]/.test(text), { params: { reason: 'invalidValue' } }),
);

/** A credit limit: 0 or more; null takes the limit away (no credit control). */
export const limitText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().regex(AMOUNT_TEXT),
);

/** An amount the server sends: decimal text with the currency's scale ("-120.00"). */
export const moneyText = z.string();
