import { PassThrough } from 'node:stream';
import { CommandError, RESULT_CODES, TABLE_EXPORT_MAX_ROWS, tableExportParams, type TableExportResult } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { writeXlsxExport, type ExportColumn, type ExportValue } from '../excel/index.ts';
import { XLSX_CONTENT_TYPE } from './import-file.ts';
import type { TableExportSource } from './table-writer.ts';

/** A million rows of four short columns come to about 20 MB; the cap only stops a runaway. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;

/**
 * The tableExport task of every reference table: the rows the list's filters select, read by the table's module in
 * batches and streamed through the project's .xlsx writer into storage, with progress after each batch. The headers
 * are the import template's, so an exported file imports again.
 */
export function tableExportHandler(tables: readonly TableExportSource[]): TaskHandler {
  const byName = new Map(tables.map((table) => [table.declaration.name, table]));
  return async (ctx) => {
    const params = tableExportParams.parse(ctx.task.reqParam);
    const table = byName.get(params.table);
    if (!table) throw new Error(`No writer for reference table ${params.table}`);
    const source = table.exportRows(ctx.db, ctx.task.companyId, params.filter);
    const total = await source.count();
    if (total > TABLE_EXPORT_MAX_ROWS) throw new CommandError(RESULT_CODES.exportTooLarge, { max: TABLE_EXPORT_MAX_ROWS });
    await ctx.reportProgress(0, total);
    const columns: ExportColumn<Record<string, unknown>>[] = table.declaration.columns.map((column) => ({
      header: column.header[params.language], width: 18, value: (row) => exportValueOf(row[column.key]),
    }));
    async function* rows() {
      let done = 0;
      for await (const batch of source.batches()) {
        yield* batch;
        done += batch.length;
        await ctx.reportProgress(done, Math.max(done, total));
        await yieldToRequests();
      }
    }
    const output = new PassThrough();
    const stored = ctx.storage.put(output, MAX_FILE_BYTES);
    stored.catch(() => output.destroy());
    const title = table.declaration.title[params.language];
    const written = await writeXlsxExport(output, title, columns, rows()).catch((error: unknown) => {
      output.destroy();
      throw error;
    });
    const result: TableExportResult = { rows: written };
    return { result, resultFile: { name: `${title}.xlsx`, contentType: XLSX_CONTENT_TYPE, ...(await stored) } };
  };
}

/** A cell of the export: text and numbers as they are, anything else (a date) as its text. */
function exportValueOf(value: unknown): ExportValue {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value instanceof Date ? value.toISOString() : JSON.stringify(value);
}
