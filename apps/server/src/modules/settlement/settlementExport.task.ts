import { CommandError, RESULT_CODES, SETTLEMENT_EXPORT_TEXTS, SETTLEMENT_LIMITS, settlementExportParams, type SettlementExportResult, type SettlementSums } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { exportSheetInWorker } from '../../tasks/sheet-export.ts';
import { readSettlementPage } from './settlement.queries.ts';
import type { SettlementLine } from './settlementExport.columns.ts';

/** Up to 100,000 groups (exportMaxRows) of short columns: the cap only stops a runaway. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const EXPORT_WORKER = new URL('./settlementExport.worker.ts', import.meta.url);

/**
 * The 'settlementExport' task: the rows of the settlement details as the list shows them (the caller's company, the
 * filter given), then the sums per currency, in one sheet written by a worker thread (tasks/sheet-export.ts): up to
 * 100,000 rows. Amounts are the server's exact text, written as numbers only where Excel keeps them exact (below 15
 * significant digits they are; the text is kept beyond).
 */
export const exportSettlement: TaskHandler = async (ctx) => {
  const { filter, language } = settlementExportParams.parse(ctx.task.reqParam);
  const texts = SETTLEMENT_EXPORT_TEXTS[language];
  const { dimension, bucket, ...range } = filter;
  const page = await readSettlementPage(ctx.db, { companyId: ctx.task.companyId, ...range }, { dimension, bucket, english: language === 'en-US' }, 'all');
  if (page.total > SETTLEMENT_LIMITS.exportMaxRows) throw new CommandError(RESULT_CODES.exportTooLarge, { max: SETTLEMENT_LIMITS.exportMaxRows });
  const lines: SettlementLine[] = [
    ...page.list.map(({ key, code, name, ...sums }) => ({ ...sums, first: dimension === 'period' ? key : code, name })),
    ...page.footer.map((sums: SettlementSums, index) => ({ ...sums, first: index === 0 ? texts.total : null, name: null })),
  ];
  await ctx.reportProgress(0, lines.length);
  const { file } = await exportSheetInWorker(ctx, {
    worker: EXPORT_WORKER, sheetName: texts.sheetName, columns: { dimension, language }, rows: lines, total: lines.length,
    fileName: `${texts.sheetName} ${filter.dateFrom}~${filter.dateTo}.xlsx`, maxBytes: MAX_FILE_BYTES,
  });
  const result: SettlementExportResult = { rows: page.list.length };
  return { result, resultFile: file };
};
