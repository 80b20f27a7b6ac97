import { z } from 'zod';
import { ORDER_LIMITS } from '../order/limits.ts';

/**
 * The company's query limits (limitquerysettings): how many numbers a list query may paste (entities-rules.md 5.7
 * names 300, 5000 and 10000), how many days an order list may span and how many lines a tracking query takes.
 * A company that saved none has the defaults, the limits of ORDER_LIMITS.
 */
export const PASTED_NUMBER_CHOICES = [300, 5000, 10_000] as const;
export const PASTED_NUMBERS_CEILING = Math.max(...PASTED_NUMBER_CHOICES);
export const QUERY_LIMIT_RANGES = {
  dateRangeDays: { min: 1, max: ORDER_LIMITS.dateRangeDays },
  trackingLinesMax: { min: 1, max: ORDER_LIMITS.trackingLinesMax },
} as const;

/**
 * The days an order list opens on (entities-rules.md 5.7): the last 31, or fewer when the company's date range is
 * shorter; or, for a company whose settings say so (the spec names two such carriers), the current day only.
 */
export function listWindowDays(limits: Pick<QueryLimits, 'dateRangeDays' | 'listsOpenOnToday'>): number {
  return limits.listsOpenOnToday ? 1 : Math.min(ORDER_LIMITS.dateRangeDays, limits.dateRangeDays);
}

export const saveQueryLimitsInput = z.object({
  pastedNumbersMax: z.number().int().refine((value) => (PASTED_NUMBER_CHOICES as readonly number[]).includes(value), { params: { reason: 'invalidValue' } }),
  dateRangeDays: z.number().int().min(QUERY_LIMIT_RANGES.dateRangeDays.min).max(QUERY_LIMIT_RANGES.dateRangeDays.max),
  trackingLinesMax: z.number().int().min(QUERY_LIMIT_RANGES.trackingLinesMax.min).max(QUERY_LIMIT_RANGES.trackingLinesMax.max),
  /** The order lists open on the current day instead of the last 31 days. */
  listsOpenOnToday: z.boolean().default(false),
});
export type QueryLimits = z.infer<typeof saveQueryLimitsInput>;
/** The limits as answered: every field present. */
export const queryLimits = z.object({
  pastedNumbersMax: z.number(), dateRangeDays: z.number(), trackingLinesMax: z.number(), listsOpenOnToday: z.boolean(),
});

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  pastedNumbersMax: ORDER_LIMITS.pastedNumbersMax,
  dateRangeDays: ORDER_LIMITS.dateRangeDays,
  trackingLinesMax: ORDER_LIMITS.trackingLinesMax,
  listsOpenOnToday: false,
};

/** The settings screen's view: the limits in effect and whether the company changed them from the defaults. */
export const queryLimitSettings = z.object({ limits: queryLimits, customised: z.boolean() });
export type QueryLimitSettings = z.infer<typeof queryLimitSettings>;
