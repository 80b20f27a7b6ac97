/**
 * What an uploaded workbook may weigh (issue 4, "Bad input"). The caps sit well above a real order file
 * (10,000 rows of 40 columns is about 2 MB zipped) and below what hurts the server (docs/excel.md).
 */
export const EXCEL_LIMITS = {
  /** The upload itself. */
  maxFileBytes: 10 * 1024 * 1024,
  /** All parts together once inflated: what the parser would hold. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** A workbook has a few dozen parts; thousands only serve to exhaust the reader. */
  maxEntries: 1000,
  /** Sheet XML deflates about 10:1 and rarely past 50:1; a bomb deflates 1000:1. */
  maxCompressionRatio: 100,
  /** Small parts may compress well without harm, so the ratio counts from this size up. */
  ratioCheckFromBytes: 1024 * 1024,
  /** Cells (and merges) in the sheets read: bounds the reader's values in memory and the time of one import. */
  maxCells: 1_000_000,
  /**
   * Cells merges reach, counted as the reader repeats a merged value: each row of the sheet a merge covers costs
   * one, rows the sheet does not have cost nothing.
   */
  maxRangeCells: 1_000_000,
  /** Shared strings: a workbook lists the texts its cells use, so a real one never has more than its cells. */
  maxSharedStrings: 1_000_000,
  /** One text (a cell's, or a shared string's): Excel's own limit. */
  maxTextLength: 32_767,
  /** Row numbers a message lists before it says "…", so a message stays readable. */
  rowsListedMax: 20,
} as const;

export type ExcelLimits = { [K in keyof typeof EXCEL_LIMITS]: number };
