/**
 * The orders to export: generated over the 30 days before `end`, where no demo order is, so the window's filter
 * (at most 31 days, as the lists allow) finds exactly them; 100,000 is the export's limit.
 */
export const EXPORT_WINDOW = { dateFrom: '2025-03-02', dateTo: '2025-03-31', end: '2025-04-01T00:00:00Z', days: 30, orders: 100_000 } as const;
/** The import: rows of the receive template, every 20th one wrong. */
export const IMPORT_ROWS = 10_000;
export const WRONG_EVERY = 20;
/**
 * Issue 4's targets; the export's time is also held to 1.5 times a bare ExcelJS streaming write of the same rows, and a
 * command sent during an import to the answer times of a server not blocked by it (issue 11: the import in a worker).
 */
export const TARGETS = {
  importSeconds: 5, exportSecondsPglite: 10, exportSecondsPostgres: 5, peakRssMb: 400, bareWriteRatio: 1.5, commandDuringImportP50Ms: 200, commandDuringImportMaxMs: 1500,
} as const;
