import type { ExcelRowProblem } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { ImportWorkbook, ImportedOrder } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';
import { postcodeCityMismatches } from '../postcode/index.ts';

/**
 * Every order of the file whose receiver's postcode the company's postcode data gives another city for: what
 * createOrder refuses with 40002, on the city's cell, naming the postcode and its city.
 */
export async function findPostcodeProblems(db: Db, companyId: number, workbook: ImportWorkbook, orders: readonly ImportedOrder[]): Promise<ExcelRowProblem[]> {
  const mismatches = await postcodeCityMismatches(db, companyId, orders.map((order) => order.input.receiver));
  return mismatches.map(({ index, city }) => {
    const order = orders[index];
    return rowProblem(workbook.orders, order.rows[0], 'receiver.city', 'cityPostcodeMismatch', { postcode: order.input.receiver.postcode ?? '', city });
  });
}
