import { eq, sql } from 'drizzle-orm';
import type { ExcelRowProblem } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import type { ImportSheet } from '../excel/index.ts';
import { rowProblem } from '../excel/index.ts';
import { textList, valueSet } from './set-query.ts';
import { cellText, textsOf } from './sheet-values.ts';

/**
 * Company numbers in the rows, checked as createOrder checks them, in at most two queries: the carrier column names
 * the company the orders go to (wrongCarrier), and a partner carrier exists (notFound) and is not the order's own
 * carrier (sameAsCarrier). Compared without case, as company numbers are unique without it.
 */
export async function checkCompanyNumbers(db: Db, companyId: number, sheet: ImportSheet): Promise<ExcelRowProblem[]> {
  const [company] = await db.select({ companyNo: companies.companyNo }).from(companies).where(eq(companies.id, companyId));
  const own = company.companyNo.toLowerCase();
  const partners = textsOf(sheet, ['partnerCompanyNo']).map((text) => text.toLowerCase());
  const carriers = partners.length ? await valueSet(db, sql`select lower(company_no) as value from companies
    where kind = 'carrier' and lower(company_no) in ${textList(partners)}`) : new Set<string>();
  return sheet.rows.flatMap((row) => {
    const problems: ExcelRowProblem[] = [];
    const carrier = cellText(row, 'carrierCompanyNo');
    if (carrier !== undefined && carrier.toLowerCase() !== own) problems.push(rowProblem(sheet, row.row, 'carrierCompanyNo', 'wrongCarrier', { value: carrier, expected: company.companyNo }));
    const partner = cellText(row, 'partnerCompanyNo');
    if (partner !== undefined && !carriers.has(partner.toLowerCase())) problems.push(rowProblem(sheet, row.row, 'partnerCompanyNo', 'notFound', { value: partner }));
    else if (partner?.toLowerCase() === own) problems.push(rowProblem(sheet, row.row, 'partnerCompanyNo', 'sameAsCarrier', { value: partner }));
    return problems;
  });
}
