import dayjs from 'dayjs';
import type { SettlementBucket, SettlementDimension } from '@parcelflow/contract';

/** The one "group by" choice of the page: a dimension, or the period dimension by one of its buckets. */
export const GROUP_BY = ['customer', 'site', 'channel', 'day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export function groupingOf(groupBy: GroupBy): { dimension: SettlementDimension; bucket: SettlementBucket } {
  return groupBy === 'day' || groupBy === 'week' || groupBy === 'month' ? { dimension: 'period', bucket: groupBy } : { dimension: groupBy, bucket: 'month' };
}

const DAY = 'YYYY-MM-DD';

/** This month so far (UTC days, as the server counts them): the page's range when it opens. */
export function thisMonth(): { dateFrom: string; dateTo: string } {
  const today = dayjs();
  return { dateFrom: today.startOf('month').format(DAY), dateTo: today.format(DAY) };
}

/** The last 12 months, this one included: the overview's range. */
export function lastTwelveMonths(): { dateFrom: string; dateTo: string } {
  const today = dayjs();
  return { dateFrom: today.subtract(11, 'month').startOf('month').format(DAY), dateTo: today.format(DAY) };
}

/** A chart's bucket for a range: days up to a month, weeks up to a quarter, months beyond. */
export function bucketForRange(dateFrom: string, dateTo: string): SettlementBucket {
  const days = dayjs(dateTo).diff(dayjs(dateFrom), 'day') + 1;
  return days <= 31 ? 'day' : days <= 92 ? 'week' : 'month';
}

/** How a bucket's first day reads: the day, "from to" for a week, "YYYY-MM" for a month. */
export function bucketLabel(first: string, bucket: SettlementBucket, weekOf: (from: string, to: string) => string): string {
  if (bucket === 'month') return first.slice(0, 7);
  if (bucket === 'week') return weekOf(first, dayjs(first).add(6, 'day').format(DAY));
  return first;
}
