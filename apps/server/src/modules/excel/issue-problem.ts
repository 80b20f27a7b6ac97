import { LOOKUP_FIELDS, ORDER_LIMITS, RESULT_CODES, problemOfIssue, rowReasonOf, valueAtPath, type ExcelRowProblem, type ImportFieldKey, type ProblemParams } from '@parcelflow/contract';
import type { z } from 'zod';
import type { OrderGroup } from './group-order-rows.ts';
import type { ImportWorkbook } from './read-import-workbook.ts';
import type { ImportSheet } from './read-sheet.ts';
import { rowProblem } from './row-problem.ts';

const LOOKUP_OF_ID = new Map(Object.entries(LOOKUP_FIELDS).map(([code, id]) => [id as string, code]));
/** A one-box order takes its box's pieces and weight from the order's columns when the box's are empty. */
const DEFAULTED_FROM: Record<string, string> = { quantity: 'pieces', weight: 'weight' };

/**
 * A validation issue of the order schema as a row problem: the same reading of the issue the order form
 * uses (problemOfIssue), placed on the row and column it came from.
 */
export function problemOfOrderIssue(issue: z.core.$ZodIssue, input: unknown, group: OrderGroup, workbook: ImportWorkbook): ExcelRowProblem {
  const found = problemOfIssue(issue, valueAtPath(input, issue.path));
  const { sheet, row, field } = placeOf(issue.path, group, workbook);
  // The 999-pieces rule carries its own result code (docs/decisions.md, "contract rules with their own result code").
  if (issue.message === String(RESULT_CODES.tooManyPieces)) return rowProblem(sheet, row, field, 'tooManyPieces', { max: ORDER_LIMITS.piecesPerOrder });
  const params: ProblemParams = {};
  if (found.min !== undefined) params.min = found.min;
  if (found.max !== undefined) params.max = found.max;
  // "Above 0" reads better than "not below 0" for a weight of 0.
  const reason = issue.code === 'too_small' && !issue.inclusive && found.reason === 'tooSmall' ? 'notAbove' : rowReasonOf(found.reason);
  return rowProblem(sheet, row, field, reason, params);
}

/** Box issues go to the box's own row; invoice line issues to their row on the second sheet. */
function placeOf(path: readonly PropertyKey[], group: OrderGroup, workbook: ImportWorkbook): { sheet: ImportSheet; row: number; field: string } {
  const [head, index, key] = path.map((part) => (typeof part === 'number' ? part : String(part)));
  const first = { sheet: workbook.orders, row: group.rows[0].row };
  if (head === 'boxes' && typeof index === 'number' && key !== undefined) {
    const row = group.rows[index];
    const defaulted = group.rows.length === 1 && !row.values.has(`boxes.${key}` as ImportFieldKey) && DEFAULTED_FROM[key];
    return { sheet: workbook.orders, row: row.row, field: defaulted || `boxes.${key}` };
  }
  // "The boxes do not add up" is read against the pieces column.
  if (head === 'boxes') return { ...first, field: 'pieces' };
  if (head === 'invoiceLines' && typeof index === 'number' && key !== undefined && workbook.invoiceLines) {
    return { sheet: workbook.invoiceLines, row: group.invoiceRows[index].row, field: `invoiceLines.${key}` };
  }
  return { ...first, field: LOOKUP_OF_ID.get(String(head)) ?? path.map(String).join('.') };
}
