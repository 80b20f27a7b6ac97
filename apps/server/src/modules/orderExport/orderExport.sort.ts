import { sql, type SQL } from 'drizzle-orm';
import type { OrderExportRequest, ListOrdersInput } from '@parcelflow/contract';
import { pastedNumbers, orders } from '../order/index.ts';
import type { SortKey } from './keyset.ts';

type SortField = NonNullable<ListOrdersInput['orderField']>;
type NumberField = NonNullable<ListOrdersInput['sortField']>;

/** The list's sort columns (orderByOf in order.list.ts) with what a keyset cursor needs to know of them. */
const SORT_KEYS: Record<SortField, Omit<SortKey, 'direction'>> = {
  createdAt: { expr: orders.createdAt, type: 'timestamptz' },
  orderNo: { expr: orders.orderNo, type: 'text' },
  waybillNo: { expr: orders.waybillNo, type: 'text', nullable: true },
  weight: { expr: orders.weight, type: 'numeric' },
  pieces: { expr: orders.pieces, type: 'integer' },
  auditedAt: { expr: orders.auditedAt, type: 'timestamptz', nullable: true },
};

/**
 * The list's order as keyset keys: the sort column, newest first among equals, then the id (orderByOf). A pasted
 * list comes first in its pasted order, which the list applies over the same sort (listOrders).
 */
export function exportSortKeys(request: OrderExportRequest): SortKey[] {
  const field = request.orderField ?? 'createdAt';
  const direction = request.orderType === 'asc' ? 'asc' : 'desc';
  const numbers = pastedNumbers(request);
  return [
    ...(numbers && request.sortField ? [{ expr: pastedPosition(request.sortField, numbers), type: 'integer', direction: 'asc' } as const] : []),
    { ...SORT_KEYS[field], direction },
    ...(field === 'createdAt' ? [] : [{ ...SORT_KEYS.createdAt, direction: 'desc' } as const]),
    { expr: orders.id, type: 'bigint', direction },
  ];
}

/**
 * Where an order's number stands in the pasted list, its first place when pasted twice; an order pasted by
 * several of its reference numbers stands at the first of them, as in the list. The numbers travel as one
 * newline-joined parameter (they never hold a newline: the paste was split on them).
 */
function pastedPosition(field: NumberField, numbers: string[]): SQL {
  const pasted = sql`string_to_array(${numbers.join('\n')}, chr(10))`;
  if (field !== 'referenceNo') return sql`array_position(${pasted}, ${orders[field]}::text)`;
  const positions = [orders.referenceNo1, orders.referenceNo2, orders.referenceNo3].map((column) => sql`array_position(${pasted}, ${column}::text)`);
  return sql`least(${sql.join(positions, sql`, `)})`;
}
