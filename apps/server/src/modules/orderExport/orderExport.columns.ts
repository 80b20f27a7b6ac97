import { ORDER_EXPORT_TEXTS, type Language, type OrderExportColumn, type OrderExportRequest, type OrderExportTexts, type OrderListRow } from '@parcelflow/contract';
import type { ExportColumn, ExportValue } from '../excel/index.ts';
import type { listColumns } from '../order/index.ts';
import { dateTimeFormatter } from './date-format.ts';

/** A field of the list's rows (listColumns); a batch reads only those of the chosen columns, dates as ISO text. */
export type ListField = keyof typeof listColumns & keyof OrderListRow;

type Formats = { language: Language; texts: OrderExportTexts; dateTime: (iso: string) => string; countryName: (code: string) => string };
type ColumnSpec = { fields: ListField[]; width: number; value: (row: OrderListRow, formats: Formats) => ExportValue };

const field = (name: ListField, width = 16): ColumnSpec => ({ fields: [name], width, value: (row) => row[name] as ExportValue });
const date = (name: 'createdAt' | 'auditedAt'): ColumnSpec => ({ fields: [name], width: 17, value: (row, f) => (row[name] ? f.dateTime(row[name]) : null) });

/** What each column writes: what the list shows, with numbers left as numbers so the spreadsheet sums them. */
const COLUMN_SPECS: Record<OrderExportColumn, ColumnSpec> = {
  orderNo: field('orderNo', 20),
  status: { fields: ['status'], width: 14, value: (row, f) => f.texts.statuses[row.status] },
  kind: { fields: ['kind'], width: 14, value: (row, f) => f.texts.kinds[row.kind] },
  waybillNo: field('waybillNo', 20),
  customerName: field('customerName', 20),
  channelCode: field('channelCode'),
  // Channels have an English name; an English file shows it when there is one, as the list does.
  channelName: { fields: ['channelName', 'channelNameEn'], width: 20, value: (row, f) => (f.language === 'en-US' && row.channelNameEn) || row.channelName },
  country: { fields: ['country'], width: 18, value: (row, f) => f.countryName(row.country) },
  pieces: field('pieces', 8),
  weight: field('weight', 12),
  declaredValue: field('declaredValue', 14),
  createdAt: date('createdAt'),
  customerNo: field('customerNo', 20),
  referenceNo: {
    fields: ['referenceNo1', 'referenceNo2', 'referenceNo3'], width: 24,
    value: (row) => [row.referenceNo1, row.referenceNo2, row.referenceNo3].filter(Boolean).join(', '),
  },
  transferNo: field('transferNo', 20),
  fbaNo: field('fbaNo', 18),
  itemName: field('itemName', 30),
  receiverName: field('receiverName', 20),
  auditedAt: date('auditedAt'),
};

/** The list fields the chosen columns read, so a batch selects nothing more. */
export const fieldsOf = (columns: readonly OrderExportColumn[]): ListField[] => [...new Set(columns.flatMap((column) => COLUMN_SPECS[column].fields))];

/** The chosen columns in their order, headed and worded in the request's language, dates in its time zone. */
export function exportColumnsOf(request: OrderExportRequest): ExportColumn<OrderListRow>[] {
  const { language, timeZone } = request;
  const formats: Formats = { language, texts: ORDER_EXPORT_TEXTS[language], dateTime: dateTimeFormatter(timeZone), countryName: countryNamer(language) };
  return request.columns.map((column) => {
    const { width, value } = COLUMN_SPECS[column];
    return { header: formats.texts.columns[column], width, value: (row) => value(row, formats) };
  });
}

/** "US 美国", as the list's country column shows it (CountrySelect's countryLabel), each code named once. */
function countryNamer(language: Language): (code: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const known = new Map<string, string>();
  return (code) => {
    let label = known.get(code);
    if (label === undefined) {
      const name = code.length === 2 ? names.of(code) : undefined;
      label = name && name !== code ? `${code} ${name}` : code;
      known.set(code, label);
    }
    return label;
  };
}
