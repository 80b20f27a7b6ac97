import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../day-range.ts';
import { pageQueryFields } from '../envelope.ts';
import { ORDER_KINDS } from '../order/enums.ts';
import { listOrdersInput } from '../order/list.ts';
import type { OrderStatus } from '../order/status.ts';
import { PRINT_METHODS, PRINT_SCENARIOS, PRINT_TEMPLATE_TYPES } from '../printTemplate/printTemplate.ts';

/**
 * How many orders one print takes: a PDF answered at once up to `pdfOrders`, a background task with progress up to
 * `taskOrders` (issue 14: 10,000 labels as a task); the print log reads at most `logRangeDays` at a time; a printed
 * PDF's link answers for `linkHours`.
 */
export const PRINT_LIMITS = { pdfOrders: 1000, taskOrders: 10_000, logRangeDays: 31, printerMax: 120, scanNumberMax: 60, linkHours: 24 } as const;

/** When a printed PDF's or a preview's link stops answering: a label is printed at once, not kept as a document. */
export const printLinkExpiry = (now = Date.now()): Date => new Date(now + PRINT_LIMITS.linkHours * 3_600_000);

/**
 * The statuses an order prints in: it has its waybill number (audited) and has not left the carrier's hands.
 * Scan-to-print refuses the others (entities-rules.md 4.2); the lists print by the same rule so a label never shows
 * an order still to be audited or one already delivered.
 */
export const PRINTABLE_STATUSES = ['toGetLabel', 'toShip', 'toHandOver', 'sending', 'checkingOut'] as const satisfies readonly OrderStatus[];

export function isPrintable(status: OrderStatus): boolean {
  return (PRINTABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The list's filters as the list was asked, without paging: "print all filtered". */
export const printOrderFilter = listOrdersInput.omit({ pageSize: true, currentPage: true, sortMaxRow: true, withTotals: true, after: true, before: true, withCursors: true });

const idField = z.number().int().positive();

/** Which orders: chosen rows, or every order the list's filters match. */
export const printSelection = z.discriminatedUnion('by', [
  z.object({ by: z.literal('ids'), ids: z.array(idField).min(1).max(PRINT_LIMITS.taskOrders) }),
  z.object({ by: z.literal('filter'), filter: printOrderFilter }),
]);
export type PrintSelection = z.infer<typeof printSelection>;

/**
 * main/printOrders: the orders' labels (or another type's documents) in one PDF. Without a template each order prints
 * with its customer's default of the type, else its channel's, else the built-in layout of its kind. All the orders
 * must be of one channel; orders printed before need `confirmReprint` (else 20161). `printer` names the agent's
 * printer the web sends the PDF to, for the print log ('' when downloaded).
 */
export const printOrdersInput = z.object({
  selection: printSelection,
  type: z.enum(PRINT_TEMPLATE_TYPES).default('label'),
  templateId: idField.optional(),
  scenario: z.enum(PRINT_SCENARIOS).default('batch'),
  confirmReprint: z.boolean().default(false),
  printer: z.string().trim().max(PRINT_LIMITS.printerMax).default(''),
});
export type PrintOrdersInput = z.infer<typeof printOrdersInput>;

/** The PDF's link (fetched with file/fileDownload) and what went into it. */
export const printedOrders = z.object({
  fileId: z.number(),
  name: z.string(),
  batchNo: z.string(),
  count: z.number().int(),
  reprints: z.number().int(),
  /** Orders that moved from "to get label" to "to ship" by this print. */
  labelled: z.number().int(),
});
export type PrintedOrders = z.infer<typeof printedOrders>;

/**
 * main/scanToPrint: the order a scanned number names (waybill, order, reference, customer or sub-waybill number),
 * printed as its label. 202406 when none matches, 10053 when several do, 400 `number` `statusNotPrintable` with the
 * status for an order not printable, 20161 for one printed before unless `confirmReprint`.
 */
export const scanToPrintInput = z.object({
  number: z.string().trim().min(1).max(PRINT_LIMITS.scanNumberMax),
  confirmReprint: z.boolean().default(false),
  printer: z.string().trim().max(PRINT_LIMITS.printerMax).default(''),
});
export type ScanToPrintInput = z.infer<typeof scanToPrintInput>;

export const scannedOrder = printedOrders.extend({
  orderId: z.number(),
  orderNo: z.string(),
  waybillNo: z.string(),
  channelName: z.string(),
  pieces: z.number().int(),
  reprint: z.boolean(),
  /** The template's print method: plugin sends the PDF to the print agent, pdf opens it. */
  printMethod: z.enum(PRINT_METHODS),
});
export type ScannedOrder = z.infer<typeof scannedOrder>;


/** systemManagent/printquery: the print log between two days (both included), with optional filters. */
export const listPrintJobsInput = z
  .object({
    ...pageQueryFields,
    ...dayRangeFields,
    /** Part of a waybill number. */
    waybillNo: z.string().trim().max(40).optional(),
    /** Part of the template's name. */
    templateName: z.string().trim().max(40).optional(),
    /** Part of the user's number or name. */
    userNo: z.string().trim().max(40).optional(),
    type: z.enum(PRINT_TEMPLATE_TYPES).optional(),
    reprint: z.boolean().optional(),
  })
  .superRefine(checkDayRange(PRINT_LIMITS.logRangeDays));
export type ListPrintJobsInput = z.infer<typeof listPrintJobsInput>;

export const printJobRow = z.object({
  id: z.number(),
  printedAt: z.string(),
  batchNo: z.string(),
  orderId: z.number(),
  waybillNo: z.string(),
  templateName: z.string(),
  type: z.enum(PRINT_TEMPLATE_TYPES),
  method: z.enum(PRINT_METHODS),
  scenario: z.enum(PRINT_SCENARIOS),
  printer: z.string(),
  reprint: z.boolean(),
  userNo: z.string(),
  userName: z.string(),
});
export type PrintJobRow = z.infer<typeof printJobRow>;

/**
 * main/getPrintOption (screens-protocol.md 7): what an order of the company and transport mode (order kind) may print
 * with: the enabled templates by type, and the built-in layout it prints with when no default applies.
 */
export const getPrintOptionInput = z.object({ companyId: idField.optional(), transportMode: z.enum(ORDER_KINDS) });

export const printOption = z.object({
  transportMode: z.enum(ORDER_KINDS),
  builtInLabel: z.string(),
  templates: z.array(z.object({
    id: z.number(), name: z.string(), nameEn: z.string(), type: z.enum(PRINT_TEMPLATE_TYPES), printMethod: z.enum(PRINT_METHODS),
    scenario: z.enum(PRINT_SCENARIOS),
  })),
});
export type PrintOption = z.infer<typeof printOption>;
