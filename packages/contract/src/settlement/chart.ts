import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../day-range.ts';
import { currencyField, moneyText } from '../finance/money.ts';
import { SETTLEMENT_BUCKETS, SETTLEMENT_LIMITS, SETTLEMENT_RANKED } from './dimensions.ts';

/** One currency: amounts of different currencies are not drawn on one axis. */
export const settlementChartInput = z.object({
  ...dayRangeFields,
  currency: currencyField,
  /** What the top groups are: the 10 with the largest receivable. */
  ranked: z.enum(SETTLEMENT_RANKED),
  bucket: z.enum(SETTLEMENT_BUCKETS).default('month'),
}).superRefine(checkDayRange(SETTLEMENT_LIMITS.maxDays));
export type SettlementChartInput = z.infer<typeof settlementChartInput>;

/** One bucket of the series: every bucket of the range, empty ones as 0.00. */
export const settlementPoint = z.object({ bucket: z.string(), receivable: moneyText, received: moneyText });
export type SettlementPoint = z.infer<typeof settlementPoint>;

export const settlementTopGroup = z.object({
  key: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  receivable: moneyText,
  /** Null by channel (not attributable). */
  received: moneyText.nullable(),
});
export type SettlementTopGroup = z.infer<typeof settlementTopGroup>;

export const settlementChartOutput = z.object({
  series: z.array(settlementPoint),
  /** Largest receivable first. */
  top: z.array(settlementTopGroup),
});
export type SettlementChartOutput = z.infer<typeof settlementChartOutput>;
