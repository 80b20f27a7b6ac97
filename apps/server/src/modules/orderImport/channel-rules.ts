import type { ExcelRowProblem, ImportFieldKey, ProblemParams, RowReason } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { orderRuleError } from '../customerOrderRule/index.ts';
import type { ImportWorkbook, ImportRow, ImportSheet, ImportedOrder } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';
import { channelProblemsOfOrders, type OrderChannelProblem } from '../order/index.ts';
import { cellText } from './sheet-values.ts';

/** Orders per statement: on PGlite a statement runs on the request loop, so a file's check is cut into short ones. */
const ORDERS_PER_CHECK = 1000;

/**
 * What order entry refuses about an order's channel, for every valid order of the file in one query with createOrder's
 * own checks (channelProblemsOfOrders): a disabled channel (channelDisabled), a destination it does not serve
 * (channelNoService, 101001, on the receiver's country or postcode), a channel the customer's transport agreements
 * leave out (notAgreed), and a customer order rule broken (ruleTooBig on the pieces, a box's weight or the declared
 * value; currencyNotAllowed; countryNotAllowed), each on the cell the order form names.
 */
export async function findChannelProblems(db: Db, companyId: number, workbook: ImportWorkbook, orders: readonly ImportedOrder[]): Promise<ExcelRowProblem[]> {
  const checked = orders.filter((order) => order.input.customerId !== undefined);
  const found: OrderChannelProblem[] = [];
  for (let from = 0; from < checked.length; from += ORDERS_PER_CHECK) {
    await yieldToRequests();
    const part = checked.slice(from, from + ORDERS_PER_CHECK).map(({ input }) => ({ customerId: input.customerId!, input }));
    for (const problem of await channelProblemsOfOrders(db, companyId, part)) found.push({ ...problem, index: from + problem.index });
  }
  if (!found.length) return [];
  const rows = new Map(workbook.orders.rows.map((row) => [row.row, row]));
  return found.map((problem) => problemOf(workbook.orders, rows, checked[problem.index], problem));
}

function problemOf(sheet: ImportSheet, rows: Map<number, ImportRow>, order: ImportedOrder, { problem, channelCode }: OrderChannelProblem): ExcelRowProblem {
  const first = order.rows[0];
  const on = (field: string, reason: RowReason, params: ProblemParams) => rowProblem(sheet, first, field, reason, params);
  const { receiver } = order.input;
  const channel = channelCode ?? '';
  switch (problem) {
    case 'channelDisabled':
      return on('channelCode', 'channelDisabled', { value: channel });
    case 'channelNotAgreed':
      return on('channelCode', 'notAgreed', { value: channel });
    case 'channelNoCountry':
      return on(destinationField(rows.get(first), 'receiver.country'), 'channelNoService', { channel, value: receiver.country });
    case 'channelNoPostcode':
      return on(destinationField(rows.get(first), 'receiver.postcode'), 'channelNoService', { channel, value: receiver.postcode ?? '' });
  }
  if (!problem.startsWith('rule:')) {
    // The channel itself is gone (deleted since the file's codes were looked up): nothing else is checked here.
    return on('channelCode', 'notFound', { value: cellText(rows.get(first)!, 'channelCode') ?? String(order.input.channelId) });
  }
  // A broken customer order rule, on the field the form refuses (orderRuleError).
  const { field, max, currency } = orderRuleError(problem, order.input).params;
  const box = /^boxes\.(\d+)\.weight$/.exec(String(field));
  if (box) {
    // On the box's own row; a one-box order without box columns took its box's weight from the order's weight.
    const row = order.rows[Number(box[1])] ?? first;
    const defaulted = order.rows.length === 1 && !rows.get(row)?.values.has('boxes.weight');
    return rowProblem(sheet, row, defaulted ? 'weight' : 'boxes.weight', 'ruleTooBig', { max });
  }
  if (field === 'declaredCurrency') return on(field, 'currencyNotAllowed', { currency });
  if (field === 'receiver.country') return on(destinationField(rows.get(first), field), 'countryNotAllowed', { value: receiver.country });
  return on(String(field), 'ruleTooBig', { max });
}

/** The receiver's field, or the FBA warehouse code when that filled in the address the row leaves empty. */
function destinationField(row: ImportRow | undefined, field: ImportFieldKey): ImportFieldKey {
  return row && !row.values.has(field) && row.values.has('warehouseCode') ? 'warehouseCode' : field;
}
