import { CommandError, RESULT_CODES, TABLE_EXPORT_MAX_ROWS, tableExportParams, type TableExportResult } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { exportSheetInWorker } from '../../tasks/sheet-export.ts';
import type { KeyedColumn } from './tableExport.columns.ts';
import type { TableExportSource } from './table-writer.ts';

/** A million rows of four short columns come to about 20 MB; the cap only stops a runaway. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const EXPORT_WORKER = new URL('./tableExport.worker.ts', import.meta.url);

/**
 * The tableExport task of every reference table: the rows the list's filters select, read by the table's module in
 * batches and written to the sheet by a worker thread (tasks/sheet-export.ts) straight into storage, with progress
 * after each batch. The headers are the import template's, so an exported file imports again.
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
    const columns: KeyedColumn[] = table.declaration.columns.map((column) => ({ key: column.key, header: column.header[params.language] }));
    const title = table.declaration.title[params.language];
    const { rows, file } = await exportSheetInWorker(ctx, {
      worker: EXPORT_WORKER, sheetName: title, columns, rows: rowsOf(source.batches()), total, fileName: `${title}.xlsx`, maxBytes: MAX_FILE_BYTES,
    });
    const result: TableExportResult = { rows };
    return { result, resultFile: file };
  };
}

async function* rowsOf(batches: AsyncIterable<Record<string, unknown>[]>): AsyncGenerator<Record<string, unknown>> {
  for await (const batch of batches) yield* batch;
}
