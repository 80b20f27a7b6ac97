import type { ExcelRowProblem, ProblemParams } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { applyEnglishNames, loadEnglishNameRules, type EnglishNameProblem } from '../englishNameRule/index.ts';
import type { ImportWorkbook, ImportedOrder } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';

/** Orders matched between two yields, so a big file lets requests through. */
const ORDERS_PER_SLICE = 2000;

/**
 * Fills the empty English names of the file's invoice lines from the company's rules (read once, at most 5,000),
 * in the orders themselves so what is written is what the later checks saw; answers the lines still without one
 * and those declaring a refused word, on the line's row and English name column, as createOrder refuses them.
 */
export async function fillEnglishNames(db: Db, companyId: number, workbook: ImportWorkbook, orders: readonly ImportedOrder[]): Promise<ExcelRowProblem[]> {
  const rules = await loadEnglishNameRules(db, companyId);
  const problems: ExcelRowProblem[] = [];
  for (let from = 0; from < orders.length; from += ORDERS_PER_SLICE) {
    await yieldToRequests();
    for (const order of orders.slice(from, from + ORDERS_PER_SLICE)) {
      if (!order.input.invoiceLines?.length) continue;
      const filled = applyEnglishNames(rules, order.input.invoiceLines);
      order.input.invoiceLines = filled.lines;
      problems.push(...filled.problems.map((problem) => problemOf(workbook, order, problem)));
    }
  }
  return problems;
}

function problemOf(workbook: ImportWorkbook, order: ImportedOrder, problem: EnglishNameProblem): ExcelRowProblem {
  const field = 'invoiceLines.descriptionEn';
  const params: ProblemParams = problem.word ? { word: problem.word } : {};
  const reason = problem.reason;
  // A line's on its sheet's row, or on the order sheet's row it was read from.
  if (workbook.invoiceLines && order.invoiceRows[problem.index] !== undefined) return rowProblem(workbook.invoiceLines, order.invoiceRows[problem.index], field, reason, params);
  return rowProblem(workbook.orders, order.rows[problem.index] ?? order.rows[0], field, reason, params);
}
