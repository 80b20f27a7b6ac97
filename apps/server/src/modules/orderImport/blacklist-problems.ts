import type { BlacklistHit, ExcelRowProblem } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { companyBlacklist, findBlacklistHits } from '../blacklist/index.ts';
import type { ImportWorkbook, ImportedOrder } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';

/** Orders compared between two yields: the matcher runs on the request loop, so a big file lets requests through. */
const ORDERS_PER_SLICE = 2000;

/**
 * Every order of the file a refusing blacklist entry matches, on the cell of each field it matched (an invoice
 * line's on its own row): what createOrder refuses with 101002. Holds and warnings are written with the orders.
 */
export async function findBlacklistProblems(db: Db, companyId: number, workbook: ImportWorkbook, orders: readonly ImportedOrder[]): Promise<ExcelRowProblem[]> {
  const matcher = await companyBlacklist(db, companyId);
  const problems: ExcelRowProblem[] = [];
  for (let from = 0; from < orders.length; from += ORDERS_PER_SLICE) {
    await yieldToRequests();
    for (const order of orders.slice(from, from + ORDERS_PER_SLICE)) {
      const refusals = findBlacklistHits(matcher, order.input.customerId ?? 0, order.input).filter((hit) => hit.action === 'refuse');
      problems.push(...refusals.map((hit) => problemOf(workbook, order, hit)));
    }
  }
  return problems;
}

function problemOf(workbook: ImportWorkbook, order: ImportedOrder, hit: BlacklistHit): ExcelRowProblem {
  const line = /^invoiceLines\.(\d+)\.(\w+)$/.exec(hit.field);
  if (!line) return rowProblem(workbook.orders, order.rows[0], hit.field, 'blacklisted', { value: hit.entry });
  // An invoice line's on its sheet's row, or on the order sheet's row it was read from.
  const index = Number(line[1]);
  const field = `invoiceLines.${line[2]}`;
  if (workbook.invoiceLines && order.invoiceRows[index] !== undefined) return rowProblem(workbook.invoiceLines, order.invoiceRows[index], field, 'blacklisted', { value: hit.entry });
  return rowProblem(workbook.orders, order.rows[index] ?? order.rows[0], field, 'blacklisted', { value: hit.entry });
}
