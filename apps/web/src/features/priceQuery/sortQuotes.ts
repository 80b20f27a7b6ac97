import { compareDecimalText, type ChannelQuote } from '@parcelflow/contract';

/** Known values before unknown ones, whichever way the column sorts the known. */
function compareKnown<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

/** By the total in the display currency, exactly (decimal text, never floats); quotes without one last. */
export function compareConvertedTotals(a: ChannelQuote, b: ChannelQuote): number {
  return compareKnown(a.converted?.amount ?? null, b.converted?.amount ?? null, compareDecimalText);
}

/** By the shortest transit, then the longest; quotes without a transit time last. */
export function compareTransit(a: ChannelQuote, b: ChannelQuote): number {
  return compareKnown(a.transitDaysMin ?? a.transitDaysMax, b.transitDaysMin ?? b.transitDaysMax, (x, y) => x - y)
    || compareKnown(a.transitDaysMax, b.transitDaysMax, (x, y) => x - y);
}
