import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { billLineFilter, CommandError, LANGUAGES, RESULT_CODES } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { writeXlsxExport, type ExportColumn, type ExportValue } from '../excel/index.ts';
import { XLSX_CONTENT_TYPE } from '../tableImport/index.ts';
import { billLineBatches, countBillLines, type ExportedLine } from './bill-lines.queries.ts';
import { moneyCallerOfTask } from './bill-scope.ts';
import { BILL_EXPORT_COLUMNS, BILL_EXPORT_TEXTS, type BillExportColumn } from './bill-export.texts.ts';

/** What exportBillLines queues: the list's filter and the caller's language. */
export const billExportRequest = z.object({ filter: billLineFilter, language: z.enum(LANGUAGES) });

/** One sheet holds 1,048,576 rows; the cap stops a runaway before that. */
const MAX_LINES = 1_000_000;
/** 200,000 lines of these columns come to about 15 MB. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const BATCH = 2000;

/**
 * Amounts and weights go into the sheet as numbers, so they add up there: numeric text of at most 15 significant
 * digits reads back into the same decimal, and the cell holds that decimal's shortest text.
 */
const numberOf = (text: string | null | undefined): ExportValue => (text === null || text === undefined ? null : Number(text));
const utcMinute = (at: Date | string | null): ExportValue => (at === null ? null : new Date(at).toISOString().slice(0, 16).replace('T', ' '));

function columnsOf(texts: (typeof BILL_EXPORT_TEXTS)[keyof typeof BILL_EXPORT_TEXTS]): ExportColumn<ExportedLine>[] {
  const value: Record<BillExportColumn, (line: ExportedLine) => ExportValue> = {
    billNo: (line) => line.billNo, kind: (line) => texts.kinds[line.kind], orderNo: (line) => line.orderNo, waybillNo: (line) => line.waybillNo,
    customerCode: (line) => line.customerCode, auditedAt: (line) => utcMinute(line.auditedAt), channelCode: (line) => line.channelCode,
    channelName: (line) => line.channelName, destinationCountry: (line) => line.destinationCountry,
    chargeableWeight: (line) => numberOf(line.chargeableWeight), zone: (line) => line.breakdown?.zoneName,
    baseFreight: (line) => numberOf(line.breakdown?.baseFreight), currency: (line) => line.currency, amount: (line) => numberOf(line.amount),
    disputeReason: (line) => line.disputeReason,
  };
  return BILL_EXPORT_COLUMNS.map((column) => ({ header: texts.headers[column], value: value[column], width: column === 'disputeReason' ? 30 : 18 }));
}

/**
 * The 'billExport' task: the lines the caller's filter selects, among those it sees, read in keyset batches and
 * streamed through the project's .xlsx writer into storage, with progress after each batch. Formatting a batch is
 * light beside reading it, so it stays on this thread and yields to requests between batches, as a reference
 * table's export does.
 */
export const exportBillLinesTask: TaskHandler = async (ctx) => {
  const { filter, language } = billExportRequest.parse(ctx.task.reqParam);
  const caller = await moneyCallerOfTask(ctx.db, ctx.task);
  const total = await countBillLines(ctx.db, caller, filter);
  if (total > MAX_LINES) throw new CommandError(RESULT_CODES.exportTooLarge, { max: MAX_LINES });
  await ctx.reportProgress(0, total);
  async function* rows() {
    let done = 0;
    for await (const batch of billLineBatches(ctx.db, caller, filter, BATCH)) {
      yield* batch;
      done += batch.length;
      await ctx.reportProgress(done, Math.max(done, total));
      await yieldToRequests();
    }
  }
  const texts = BILL_EXPORT_TEXTS[language];
  const output = new PassThrough();
  const stored = ctx.storage.put(output, MAX_FILE_BYTES);
  stored.catch(() => output.destroy());
  const written = await writeXlsxExport(output, texts.sheetName, columnsOf(texts), rows()).catch((error: unknown) => {
    output.destroy();
    throw error;
  });
  return { result: { rows: written }, resultFile: { name: `${texts.sheetName}.xlsx`, contentType: XLSX_CONTENT_TYPE, ...(await stored) } };
};
