import dayjs, { type Dayjs } from 'dayjs';
import {
  ORDER_NUMBER_FIELDS, PASTED_NUMBERS_CEILING, pageSizeForPasted, splitPastedNumbers,
  type ListCursors, type ListOrdersInput, type ListOrdersOutput, type ORDER_SORT_FIELDS, type OrderListTotals, type OrderStatus, type PastedNumbersReport,
} from '@parcelflow/contract';
import type { OrderListConfig } from './listConfigs.ts';

export type OrderNumberField = (typeof ORDER_NUMBER_FIELDS)[number];
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type StatusTab = OrderStatus | 'all';

/** What the filter bar holds once the user searches. */
export type OrderFilters = {
  dateRange: [Dayjs, Dayjs] | null;
  customerId?: number;
  channelId?: number;
  country?: string;
  numberField: OrderNumberField;
  /** Pasted numbers, one a line. */
  numbers: string;
};

/**
 * Where the table stands: page and remote sort. A page reached by next or previous starts from the row next to the
 * page before (cursor), as cheap however deep; page 1 and a jump go by number.
 */
export type TablePosition = { currentPage: number; pageSize: number; orderField?: OrderSortField; orderType?: 'asc' | 'desc'; cursor?: PageCursor };
export type PageCursor = { after: string } | { before: string };

export type ListFilterInput = Omit<ListOrdersInput, 'status' | 'pageSize' | 'currentPage' | 'orderField' | 'orderType' | 'withTotals'>;

/** The total and footer of a filter set, as the totals row and the pager show them. */
export type ListTotals = { total: number; footer: OrderListTotals };

/** The filters a list opens on: the last `days` days, today included (listWindowDays: 31, or the company's 1). */
export function defaultFilters(days: number): OrderFilters {
  const today = dayjs().startOf('day');
  return { dateRange: [today.subtract(days - 1, 'day'), today], numberField: 'orderNo', numbers: '' };
}

/** The address of a list opened on pasted numbers (the orders an import created): `?numberField=orderNo&numbers=…`. */
export function pastedListPath(path: string, numberField: OrderNumberField, numbers: readonly string[]): string {
  return `${path}?${new URLSearchParams({ numberField, numbers: numbers.join('\n') }).toString()}`;
}

/** The pasted numbers an address names, as the filters take them; none when it names no numbers. */
export function linkedFilters(search: string): Pick<OrderFilters, 'numberField' | 'numbers'> | undefined {
  const query = new URLSearchParams(search);
  const numbers = query.get('numbers') ?? '';
  const numberField = ORDER_NUMBER_FIELDS.find((field) => field === query.get('numberField')) ?? 'orderNo';
  return splitPastedNumbers(numbers).length ? { numberField, numbers } : undefined;
}

/**
 * The filters as the list and the tab counts send them. Pasted numbers name their orders whatever their
 * date, so the date range is left out then (else an old order would be reported missing).
 */
export function filterInputOf(config: OrderListConfig, filters: OrderFilters): ListFilterInput {
  const common: ListFilterInput = {
    kinds: config.kinds,
    withWaybill: config.withWaybill || undefined,
    customerId: filters.customerId,
    channelId: filters.channelId,
    country: filters.country || undefined,
  };
  const numbers = splitPastedNumbers(filters.numbers);
  if (numbers.length > 0) {
    // Capped at the largest limit a company may choose; the server checks the company's own (20227).
    return { ...common, sortField: filters.numberField, sortValue: numbers.join('\n'), sortMaxRow: Math.min(numbers.length, PASTED_NUMBERS_CEILING) };
  }
  const [from, to] = filters.dateRange ?? [];
  return { ...common, dateFrom: from?.format('YYYY-MM-DD'), dateTo: to?.format('YYYY-MM-DD') };
}

export function isPastedQuery(input: ListFilterInput): boolean {
  return input.sortMaxRow !== undefined;
}

/** A pasted query pages by how many numbers it holds, 50 from 300 on (section 4). */
export function pageSizeForPastedQuery(input: ListFilterInput): number {
  return pageSizeForPasted(input.sortMaxRow);
}

/**
 * One page of the list: a pasted query pages by its own size and keeps the pasted order (section 4). withTotals
 * asks for the total and footer of the whole filtered set too.
 */
export function listInputOf(filter: ListFilterInput, status: StatusTab, position: TablePosition, withTotals: boolean): ListOrdersInput {
  const pasted = isPastedQuery(filter);
  return {
    ...filter,
    withTotals,
    status: status === 'all' ? undefined : status,
    currentPage: position.currentPage,
    pageSize: pasted ? pageSizeForPastedQuery(filter) : position.pageSize,
    orderField: pasted ? undefined : position.orderField,
    orderType: pasted ? undefined : position.orderType,
    // A pasted list pages in its own order, without cursors.
    ...(pasted ? {} : { withCursors: true, ...position.cursor }),
  };
}

/**
 * The position the table moves to, with the cursor of the shown page (its answer's, not a placeholder's) when it
 * moves to the next or the previous page of the same size and sort; staying on the page keeps its cursor.
 */
export function positionFrom(shown: TablePosition, next: TablePosition, cursors: ListCursors | undefined): TablePosition {
  const { cursor: _cursor, ...plain } = next;
  const sameRows = next.pageSize === shown.pageSize && next.orderField === shown.orderField && next.orderType === shown.orderType;
  if (!sameRows || next.currentPage === 1) return plain;
  if (next.currentPage === shown.currentPage) return shown.cursor ? { ...plain, cursor: shown.cursor } : plain;
  if (!cursors) return plain;
  if (next.currentPage === shown.currentPage + 1) return { ...plain, cursor: { after: cursors.after } };
  if (next.currentPage === shown.currentPage - 1) return { ...plain, cursor: { before: cursors.before } };
  return plain;
}

export function samePosition(a: TablePosition, b: TablePosition): boolean {
  return a.currentPage === b.currentPage && a.pageSize === b.pageSize && a.orderField === b.orderField && a.orderType === b.orderType;
}

/** The totals an answer carries, if it was asked for them. */
export function totalsOf(answer: ListOrdersOutput | undefined): ListTotals | undefined {
  return answer?.total !== undefined && answer.footer ? { total: answer.total, footer: answer.footer } : undefined;
}

export function hasPastedProblems(report: PastedNumbersReport | undefined): report is PastedNumbersReport {
  return Boolean(report && (report.missingTotal > 0 || report.duplicatesTotal > 0));
}
