import { sql } from 'drizzle-orm';
import type { ExcelRowProblem, ImportFieldKey, RowReason } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { ImportRow, ImportSheet } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';
import { textList, valueSet } from './set-query.ts';
import { cellText, orderKeyOf, textsOf } from './sheet-values.ts';

const REFERENCE_FIELDS = ['referenceNo1', 'referenceNo2', 'referenceNo3'] as const;

/** Customer numbers of the company's orders that are not cancelled: such an order exists already (20162). */
export function existingCustomerNos(db: Db, companyId: number, customerNos: readonly string[]): Promise<Set<string>> {
  return valueSet(db, sql`select customer_no as value from orders
    where company_id = ${companyId} and status <> 'cancelled' and customer_no in ${textList(customerNos)}`);
}

/**
 * The numbers createOrder refuses as taken, for a whole file in three queries however many rows: a customer
 * number of an order not cancelled (orderExists, 20162, on each of its rows), a waybill number of any order
 * (waybillTaken, 10003) and a reference number of an order not cancelled, in any of its three columns
 * (referenceTaken). A waybill or reference number that two orders of the file give is refused on the later one
 * (numberRepeated, naming the first one's row).
 */
export async function findTakenNumbers(db: Db, companyId: number, sheet: ImportSheet): Promise<ExcelRowProblem[]> {
  const customerNos = await existingCustomerNos(db, companyId, textsOf(sheet, ['customerNo']));
  const waybill = numberCheck('waybillTaken', await takenWaybillNos(db, companyId, sheet));
  const reference = numberCheck('referenceTaken', await takenReferenceNos(db, companyId, sheet));
  const problems: ExcelRowProblem[] = [];
  for (const row of sheet.rows) {
    const customerNo = cellText(row, 'customerNo');
    if (customerNo !== undefined && customerNos.has(customerNo)) {
      problems.push(rowProblem(sheet, row.row, 'customerNo', 'orderExists', { value: customerNo }));
    }
    problems.push(...numberTaken(sheet, row, 'waybillNo', waybill));
    for (const field of REFERENCE_FIELDS) problems.push(...numberTaken(sheet, row, field, reference));
  }
  return problems;
}

type TakenReason = Extract<RowReason, 'waybillTaken' | 'referenceTaken'>;
/** How one kind of number is checked: the values the database holds, and the first order of the file that gave each value. */
type NumberCheck = { taken: TakenReason; inDatabase: Set<string>; firstHolders: Map<string, { key: string; row: number }> };
const numberCheck = (taken: TakenReason, inDatabase: Set<string>): NumberCheck => ({ taken, inDatabase, firstHolders: new Map() });

function numberTaken(sheet: ImportSheet, row: ImportRow, field: ImportFieldKey, check: NumberCheck): ExcelRowProblem[] {
  const value = cellText(row, field);
  if (value === undefined) return [];
  const key = orderKeyOf(row);
  const first = check.firstHolders.get(value) ?? { key, row: row.row };
  check.firstHolders.set(value, first);
  if (check.inDatabase.has(value)) return [rowProblem(sheet, row.row, field, check.taken, { value })];
  // The box rows of one order repeat its numbers; only another order giving the same number takes it twice.
  return first.key !== key ? [rowProblem(sheet, row.row, field, 'numberRepeated', { value, firstRow: first.row })] : [];
}

function takenWaybillNos(db: Db, companyId: number, sheet: ImportSheet): Promise<Set<string>> {
  return valueSet(db, sql`select waybill_no as value from orders
    where company_id = ${companyId} and waybill_no in ${textList(textsOf(sheet, ['waybillNo']))}`);
}

/** One lookup per reference column (each has its own index), in one statement. */
function takenReferenceNos(db: Db, companyId: number, sheet: ImportSheet): Promise<Set<string>> {
  const perColumn = ['reference_no1', 'reference_no2', 'reference_no3'].map((column) => sql`select ${sql.identifier(column)} as value from orders
    where company_id = ${companyId} and status <> 'cancelled' and ${sql.identifier(column)} in (select value from given)`);
  return valueSet(db, sql`with given as (select jsonb_array_elements_text(${JSON.stringify(textsOf(sheet, REFERENCE_FIELDS))}::jsonb) as value)
    ${sql.join(perColumn, sql` union `)}`);
}
