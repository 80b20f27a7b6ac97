// Apart from the tracking schemas (tracking.ts), so that the public tracking page counts lines without loading zod.

/** The lines of a tracking query (a comma also ends one), blank ones left out and repeats kept. */
export function splitTrackingLines(text: string): string[] {
  return text.split(/[\r\n,]+/).map((line) => line.trim()).filter(Boolean);
}

/**
 * The numbers to look up, each once. The limit of ORDER_LIMITS.trackingLinesMax (entities-rules.md 5.7) counts
 * lines, repeats included: `splitTrackingLines`.
 */
export function splitTrackingNumbers(text: string): string[] {
  return [...new Set(splitTrackingLines(text))];
}
