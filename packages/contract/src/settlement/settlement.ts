import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../day-range.ts';
import { pageQueryFields } from '../envelope.ts';
import { currencyField, moneyText } from '../finance/money.ts';
import { CURRENCIES } from '../order/enums.ts';
import { SETTLEMENT_BUCKETS, SETTLEMENT_DIMENSIONS, SETTLEMENT_LIMITS } from './dimensions.ts';

/** Days (UTC, both included, at most 366), optionally one currency, and what the rows are grouped by. */
const filterFields = {
  ...dayRangeFields,
  currency: currencyField.optional(),
  dimension: z.enum(SETTLEMENT_DIMENSIONS),
  /** The buckets of the period dimension; ignored by the others. */
  bucket: z.enum(SETTLEMENT_BUCKETS).default('month'),
};

export const settlementFilter = z.object(filterFields).superRefine(checkDayRange(SETTLEMENT_LIMITS.maxDays));
export type SettlementFilter = z.infer<typeof settlementFilter>;

export const listSettlementDetailsInput = z.object({ ...pageQueryFields, ...filterFields }).superRefine(checkDayRange(SETTLEMENT_LIMITS.maxDays));
export type ListSettlementDetailsInput = z.infer<typeof listSettlementDetailsInput>;

/** The sums of one group in one currency. */
const sumFields = {
  currency: z.enum(CURRENCIES),
  /** Orders audited in the range, not cancelled, with a selling price. */
  orders: z.number().int(),
  /** Their latest selling prices. */
  receivable: moneyText,
  /** What bills carry of those orders (their order and adjustment lines). */
  billed: moneyText,
  /** receivable - billed. */
  unbilled: moneyText,
  /** Recharges and write-offs credited in the range, less their reversals; null by channel (not attributable). */
  received: moneyText.nullable(),
  /** Every ledger entry of the range added up: how the balances moved; null by channel. */
  balanceMovement: moneyText.nullable(),
};

export const settlementRow = z.object({
  /** The customer's, site's or channel's id as text ('0': customers without a site), or the bucket's first day. */
  key: z.string(),
  /** The customer's, site's or channel's code and name; null for a period and for customers without a site. */
  code: z.string().nullable(),
  name: z.string().nullable(),
  ...sumFields,
});
export type SettlementRow = z.infer<typeof settlementRow>;

export const settlementSums = z.object(sumFields);
export type SettlementSums = z.infer<typeof settlementSums>;

/** A page of (group, currency) rows, and the sums of every row per currency. */
export const listSettlementDetailsOutput = z.object({
  list: z.array(settlementRow),
  total: z.number().int(),
  footer: z.array(settlementSums),
});
export type ListSettlementDetailsOutput = z.infer<typeof listSettlementDetailsOutput>;
