import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { listOrdersInput } from '../order/list.ts';
import { ORDER_EXPORT_COLUMNS } from './columns.ts';

/** Issue 4: one export holds at most this many orders (else 50000). */
export const ORDER_EXPORT_LIMITS = { maxOrders: 100_000 } as const;

/** Where the carriers of the spec work; dates in the file are written in this zone unless the request names one. */
export const DEFAULT_EXPORT_TIME_ZONE = 'Asia/Shanghai';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * main/startOrderExport: the list's filters and sort as the list was asked (no paging), the columns the user
 * chose in their order, the language of the header and texts (else the request head's), and the time zone
 * of the dates (an IANA name such as the browser's).
 */
export const startOrderExportInput = listOrdersInput.omit({ pageSize: true, currentPage: true, sortMaxRow: true, withTotals: true, after: true, before: true, withCursors: true }).extend({
  columns: z.array(z.enum(ORDER_EXPORT_COLUMNS)).min(1).max(ORDER_EXPORT_COLUMNS.length)
    .refine((columns) => new Set(columns).size === columns.length, { params: { reason: 'invalidValue' } }),
  language: z.enum(LANGUAGES).optional(),
  timeZone: z.string().max(64).refine(isTimeZone, { params: { reason: 'invalidValue' } }).default(DEFAULT_EXPORT_TIME_ZONE),
});
export type StartOrderExportInput = z.infer<typeof startOrderExportInput>;

/** What the export task keeps as its reqParam (and the progress box may show): the request with its language settled. */
export const orderExportRequest = startOrderExportInput.extend({ language: z.enum(LANGUAGES) });
export type OrderExportRequest = z.infer<typeof orderExportRequest>;

/** The task's result once it succeeded; the file is the task's resultFileId. */
export type OrderExportResult = { rows: number };
