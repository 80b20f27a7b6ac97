import type { Language } from '@parcelflow/contract';
import type { ExportColumn, ExportValue } from '../excel/index.ts';
import { BILL_EXPORT_COLUMNS, BILL_EXPORT_TEXTS, type BillExportColumn } from './bill-export.texts.ts';
import type { ExportedLine } from './bill-lines.queries.ts';

/**
 * Amounts and weights go into the sheet as numbers, so they add up there: numeric text of at most 15 significant
 * digits reads back into the same decimal, and the cell holds that decimal's shortest text.
 */
const numberOf = (text: string | null): ExportValue => (text === null ? null : Number(text));
const utcMinute = (at: Date | string | null): ExportValue => (at === null ? null : new Date(at).toISOString().slice(0, 16).replace('T', ' '));

/** The bill lines' sheet in the caller's language, built in the export's worker (bill-export.worker.ts). */
export function billColumnsOf(language: Language): ExportColumn<ExportedLine>[] {
  const texts = BILL_EXPORT_TEXTS[language];
  const value: Record<BillExportColumn, (line: ExportedLine) => ExportValue> = {
    billNo: (line) => line.billNo, kind: (line) => texts.kinds[line.kind], orderNo: (line) => line.orderNo, waybillNo: (line) => line.waybillNo,
    customerCode: (line) => line.customerCode, auditedAt: (line) => utcMinute(line.auditedAt), channelCode: (line) => line.channelCode,
    channelName: (line) => line.channelName, destinationCountry: (line) => line.destinationCountry,
    chargeableWeight: (line) => numberOf(line.chargeableWeight), zone: (line) => line.zone,
    baseFreight: (line) => numberOf(line.baseFreight), currency: (line) => line.currency, amount: (line) => numberOf(line.amount),
    disputeReason: (line) => line.disputeReason,
  };
  return BILL_EXPORT_COLUMNS.map((column) => ({ header: texts.headers[column], value: value[column], width: column === 'disputeReason' ? 30 : 18 }));
}
