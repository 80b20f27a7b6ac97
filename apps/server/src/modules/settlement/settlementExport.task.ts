import { PassThrough } from 'node:stream';
import {
  CommandError, RESULT_CODES, SETTLEMENT_EXPORT_TEXTS, SETTLEMENT_LIMITS, settlementExportParams, type SettlementExportResult, type SettlementRow,
  type SettlementSums,
} from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { writeXlsxExport, type ExportColumn } from '../excel/index.ts';
import { XLSX_CONTENT_TYPE } from '../tableImport/index.ts';
import { readSettlementPage } from './settlement.queries.ts';

/** A few thousand groups of short columns: the cap only stops a runaway. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** A line of the sheet: a group's row, or the sums of one currency under them. */
type Line = Omit<SettlementRow, 'key' | 'code' | 'name'> & { first: string | null; name: string | null };

/**
 * The 'settlementExport' task: the rows of the settlement details as the list shows them (the caller's company, the
 * filter given), then the sums per currency, in one sheet. Amounts are the server's exact text, written as numbers
 * only where Excel keeps them exact (below 15 significant digits they are; the text is kept beyond).
 */
export const exportSettlement: TaskHandler = async (ctx) => {
  const { filter, language } = settlementExportParams.parse(ctx.task.reqParam);
  const texts = SETTLEMENT_EXPORT_TEXTS[language];
  const { dimension, bucket, ...range } = filter;
  const page = await readSettlementPage(ctx.db, { companyId: ctx.task.companyId, ...range }, { dimension, bucket, english: language === 'en-US' }, 'all');
  if (page.total > SETTLEMENT_LIMITS.exportMaxRows) throw new CommandError(RESULT_CODES.exportTooLarge, { max: SETTLEMENT_LIMITS.exportMaxRows });
  await ctx.reportProgress(0, page.total);
  const group = texts.group[dimension];
  const columns: ExportColumn<Line>[] = [
    { header: group.code, width: 16, value: (line) => line.first },
    ...(group.name ? [{ header: group.name, width: 28, value: (line: Line) => line.name }] : []),
    { header: texts.columns.currency, width: 8, value: (line) => line.currency },
    { header: texts.columns.orders, width: 10, value: (line) => line.orders },
    ...(['receivable', 'billed', 'unbilled', 'received', 'balanceMovement'] as const).map((key) => ({
      header: texts.columns[key], width: 16, value: (line: Line) => amountCell(line[key]),
    })),
  ];
  const lines: Line[] = [
    ...page.list.map(({ key, code, name, ...sums }) => ({ ...sums, first: dimension === 'period' ? key : code, name })),
    ...page.footer.map((sums: SettlementSums, index) => ({ ...sums, first: index === 0 ? texts.total : null, name: null })),
  ];
  const output = new PassThrough();
  const stored = ctx.storage.put(output, MAX_FILE_BYTES);
  stored.catch(() => output.destroy());
  await writeXlsxExport(output, texts.sheetName, columns, lines).catch((error: unknown) => {
    output.destroy();
    throw error;
  });
  await ctx.reportProgress(page.total, page.total);
  const result: SettlementExportResult = { rows: page.list.length };
  const name = `${texts.sheetName} ${filter.dateFrom}~${filter.dateTo}.xlsx`;
  return { result, resultFile: { name, contentType: XLSX_CONTENT_TYPE, ...(await stored) } };
};

/** An amount as a number cell when a spreadsheet keeps it exactly (15 significant digits), else its text. */
function amountCell(text: string | null): string | number | null {
  if (text === null) return null;
  return text.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15 ? Number(text) : text;
}
