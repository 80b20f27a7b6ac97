import { EXCEL_LIMITS, fileProblem, type ExcelLimits } from '@parcelflow/contract';
import { refuse } from './xml-tokens.ts';

/**
 * What one workbook's reading has used of its limits, counted by the pass that reads: each cell and merge of the
 * sheets read costs one cell; each element of the structure parts (content types, relationships, workbook,
 * stylesheet) one item, held to a million; each row a merge repeats its value on one range cell or more.
 * Past a limit the tokenizer stops at once.
 */
export type ReadBudget = { readonly limits: ExcelLimits; cells: number; items: number; rangeCells: number };

export const readBudget = (limits: ExcelLimits = EXCEL_LIMITS): ReadBudget => ({ limits, cells: 0, items: 0, rangeCells: 0 });

export function spendCell(budget: ReadBudget): void {
  budget.cells += 1;
  if (budget.cells > budget.limits.maxCells) refuse(fileProblem('tooManyCells', { max: budget.limits.maxCells }));
}

/** Elements of the structure parts: a heavily formatted workbook's stylesheet has some thousands. */
const MAX_ITEMS = EXCEL_LIMITS.maxCells;

export function spendItem(budget: ReadBudget): void {
  budget.items += 1;
  if (budget.items > MAX_ITEMS) refuse(fileProblem('tooManyCells', { max: MAX_ITEMS }));
}

export function spendRangeCells(budget: ReadBudget, cells: number, ref: string): void {
  budget.rangeCells += cells;
  if (budget.rangeCells > budget.limits.maxRangeCells) refuse(fileProblem('rangeTooLarge', { ref: ref.slice(0, 80), max: budget.limits.maxRangeCells }));
}

/** Text gathered for one value, refused as soon as it passes Excel's length; `where` is only asked then. */
export function checkText(budget: ReadBudget, text: string, where: () => string): void {
  if (text.length > budget.limits.maxTextLength) refuse(fileProblem('textTooLong', { where: where(), max: budget.limits.maxTextLength }));
}
