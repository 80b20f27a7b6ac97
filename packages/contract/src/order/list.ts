import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../envelope.ts';
import { ORDER_KINDS } from './enums.ts';
import { PASTED_NUMBERS_CEILING } from '../limitQuery/limitQuery.ts';
import { ORDER_STATUSES } from './status.ts';

/** Columns a list may sort by remotely. */
export const ORDER_SORT_FIELDS = ['createdAt', 'orderNo', 'waybillNo', 'weight', 'pieces', 'auditedAt'] as const;

/** Which number a pasted list (sortValue) holds. */
export const ORDER_NUMBER_FIELDS = ['orderNo', 'waybillNo', 'customerNo', 'referenceNo', 'transferNo', 'fbaNo'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The paged order list query (entities-rules.md 3.2; screens-protocol.md section 4). sortValue holds
 * order numbers separated by newlines; the answer keeps their order.
 */
export const listOrdersInput = z
  .object({
    kinds: z.array(z.enum(ORDER_KINDS)).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    /** Only orders that hold a waybill number (the waybill lists). */
    withWaybill: z.boolean().optional(),
    pageSize: z.number().int().refine((v) => (PAGE_SIZES as readonly number[]).includes(v) || v <= PASTED_NUMBERS_CEILING).default(DEFAULT_PAGE_SIZE),
    currentPage: z.number().int().min(1).default(1),
    orderField: z.enum(ORDER_SORT_FIELDS).optional(),
    orderType: z.enum(['asc', 'desc']).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    customerId: z.number().int().positive().optional(),
    channelId: z.number().int().positive().optional(),
    country: z.string().trim().toUpperCase().max(3).optional(),
    sortField: z.enum(ORDER_NUMBER_FIELDS).optional(),
    sortValue: z.string().max(PASTED_NUMBERS_CEILING * 45).optional(),
    /** How many numbers were pasted; over the company's limit the list answers 20227, so this is not capped here. */
    sortMaxRow: z.number().int().min(1).optional(),
    /**
     * Whether to answer the total and footer of the whole filtered set, which read every matching order. The web
     * asks for them once per filter set (its first page) and keeps them while it pages or re-sorts.
     */
    withTotals: z.boolean().default(true),
    /**
     * Keyset paging: the page right after (or before) a row, given as the `cursors` of the page that holds it (opaque;
     * a cursor of another sort is refused). currentPage then only names the page. Without one, currentPage is a jump,
     * which reads the rows before the page: at most LIST_JUMP_MAX_ROWS of them.
     */
    after: z.string().max(1000).optional(),
    before: z.string().max(1000).optional(),
    /** Whether to answer the cursors of the page's first and last rows (pasted numbers page in their own order, without). */
    withCursors: z.boolean().optional(),
  });
export type ListOrdersInput = z.infer<typeof listOrdersInput>;

/** The most rows a jump to a page may pass over (page 2001 of 50 rows); beyond, the list answers 400 currentPage tooBig. */
export const LIST_JUMP_MAX_ROWS = 100_000;

/** Where the next and the previous page start: `after` and `before` of the list's input. */
export const listCursors = z.object({ before: z.string(), after: z.string() });
export type ListCursors = z.infer<typeof listCursors>;

/** Splits a pasted list into numbers, dropping blanks and keeping the pasted order. */
export function splitPastedNumbers(text: string): string[] {
  return text
    .split(/\r?\n|,|;/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What the pasted-numbers dialog shows: the first 10 missing with a total, the first 5 duplicates. */
export const pastedNumbersReport = z.object({ missing: z.array(z.string()), missingTotal: z.number(), duplicates: z.array(z.string()), duplicatesTotal: z.number() });
export type PastedNumbersReport = z.infer<typeof pastedNumbersReport>;

/** The page size for a pasted list: its length, back to 50 when it was 300 or more (section 4). */
export function pageSizeForPasted(sortMaxRow: number | undefined): number {
  if (!sortMaxRow || sortMaxRow >= 300) return DEFAULT_PAGE_SIZE;
  return sortMaxRow;
}

/** Every status tab and 'all' with its count (an enum-keyed record is exhaustive). */
export const statusCounts = z.record(z.enum([...ORDER_STATUSES, 'all']), z.number());
export type StatusCounts = z.infer<typeof statusCounts>;
