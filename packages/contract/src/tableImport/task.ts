import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

/**
 * How an import treats a file with bad rows: "all or nothing" writes nothing and reports every bad row in one
 * pass; "valid rows only" writes the good rows and reports the rest.
 */
export const TABLE_IMPORT_MODES = ['allOrNothing', 'validRowsOnly'] as const;
export type TableImportMode = (typeof TABLE_IMPORT_MODES)[number];

/** The import's request: the uploaded workbook (main/uploadFile) and the mode. */
export const tableImportInput = z.object({
  fileId: z.number().int().positive(),
  mode: z.enum(TABLE_IMPORT_MODES).default('allOrNothing'),
});
export type TableImportInput = z.infer<typeof tableImportInput>;

/** What the tableImport task keeps as its reqParam: which table, the mode, and the language its error report is written in. */
export const tableImportParams = z.object({ table: z.string(), mode: z.enum(TABLE_IMPORT_MODES), language: z.enum(LANGUAGES) });
export type TableImportParams = z.infer<typeof tableImportParams>;

/** The tableImport task's result: rows written, rows refused, rows in the file. */
export const tableImportResult = z.object({ written: z.number().int(), refused: z.number().int(), total: z.number().int() });
export type TableImportResult = z.infer<typeof tableImportResult>;

/** The tableExport task's reqParam: which table, the list's filters as its list command takes them, the file's language. */
export const tableExportParams = z.object({ table: z.string(), filter: z.record(z.string(), z.unknown()), language: z.enum(LANGUAGES) });
export type TableExportParams = z.infer<typeof tableExportParams>;

export const tableExportResult = z.object({ rows: z.number().int() });
export type TableExportResult = z.infer<typeof tableExportResult>;

/** An export holds at most this many rows (50000 beyond): a million-row table is exported by country or prefix. */
export const TABLE_EXPORT_MAX_ROWS = 1_000_000;
