/**
 * Settlement details and financial data (docs/finance.md, "Settlement details and financial data"): what the
 * receivables and receipts are grouped by.
 */
export const SETTLEMENT_DIMENSIONS = ['customer', 'site', 'channel', 'period'] as const;
export type SettlementDimension = (typeof SETTLEMENT_DIMENSIONS)[number];

/** The buckets of the period dimension and of a chart's series, UTC; a week starts on Monday. */
export const SETTLEMENT_BUCKETS = ['day', 'week', 'month'] as const;
export type SettlementBucket = (typeof SETTLEMENT_BUCKETS)[number];

/** What a chart ranks (its top groups by receivable): a period is the series itself. */
export const SETTLEMENT_RANKED = ['customer', 'site', 'channel'] as const;
export type SettlementRanked = (typeof SETTLEMENT_RANKED)[number];

/** Money received is a customer's (recharges, write-offs): it is not attributable to the channel an order took. */
export const receiptsAttributable = (dimension: SettlementDimension): boolean => dimension !== 'channel';

export const SETTLEMENT_LIMITS = { maxDays: 366, chartTop: 10, exportMaxRows: 100_000 } as const;
