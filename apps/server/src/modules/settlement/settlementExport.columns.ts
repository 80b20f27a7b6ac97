import { SETTLEMENT_EXPORT_TEXTS, type Language, type SettlementDimension, type SettlementRow } from '@parcelflow/contract';
import type { ExportColumn } from '../excel/index.ts';

/** A line of the sheet: a group's row, or the sums of one currency under them. */
export type SettlementLine = Omit<SettlementRow, 'key' | 'code' | 'name'> & { first: string | null; name: string | null };
/** What the export's worker builds the columns from. */
export type SettlementSheet = { dimension: SettlementDimension; language: Language };

/** The columns of the grouping in the caller's language, built in the export's worker (settlementExport.worker.ts). */
export function settlementColumnsOf({ dimension, language }: SettlementSheet): ExportColumn<SettlementLine>[] {
  const texts = SETTLEMENT_EXPORT_TEXTS[language];
  const group = texts.group[dimension];
  return [
    { header: group.code, width: 16, value: (line) => line.first },
    ...(group.name ? [{ header: group.name, width: 28, value: (line: SettlementLine) => line.name }] : []),
    { header: texts.columns.currency, width: 8, value: (line) => line.currency },
    { header: texts.columns.orders, width: 10, value: (line) => line.orders },
    ...(['receivable', 'billed', 'unbilled', 'received', 'balanceMovement'] as const).map((key) => ({
      header: texts.columns[key], width: 16, value: (line: SettlementLine) => amountCell(line[key]),
    })),
  ];
}

/** An amount as a number cell when a spreadsheet keeps it exactly (15 significant digits), else its text. */
function amountCell(text: string | null): string | number | null {
  if (text === null) return null;
  return text.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15 ? Number(text) : text;
}
