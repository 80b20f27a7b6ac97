import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type ComboBoxOutput, type ListSkusInput, type Page, type SkuView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { customers } from '../customer/index.ts';
import { skus } from './sku.table.ts';

export type SkuRow = typeof skus.$inferSelect;

/** The caller's company's SKU; another company's answers exactly like a missing one. */
export async function findSku(db: Db, companyId: number, id: number): Promise<SkuRow> {
  const [row] = await db.select().from(skus).where(and(eq(skus.id, id), eq(skus.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The company's SKUs the list's (or an export's) filters select. */
export function skusWhere(companyId: number, input: Pick<ListSkusInput, 'keyword' | 'customerId'>): SQL | undefined {
  const like = containing(input.keyword);
  return and(
    eq(skus.companyId, companyId),
    input.keyword ? or(ilike(skus.code, like), ilike(skus.nameCn, like), ilike(skus.nameEn, like)) : undefined,
    input.customerId ? eq(skus.customerId, input.customerId) : undefined,
  );
}

/** A SKU with its customer's code and name, as lists, exports and the order form show it. */
export const skuViewColumns = { sku: skus, customerCode: customers.code, customerName: customers.name };
export const toSkuView = ({ sku: { companyId: _companyId, ...row }, customerCode, customerName }: { sku: SkuRow; customerCode: string; customerName: string }): SkuView =>
  ({ ...row, customerCode, customerName });

/** One page of the company's SKUs by customer and code. */
export async function listSkuPage(db: Db, companyId: number, input: ListSkusInput): Promise<Page<SkuView>> {
  const where = skusWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select(skuViewColumns).from(skus).innerJoin(customers, eq(customers.id, skus.customerId)).where(where)
      .orderBy(asc(customers.code), asc(skus.code)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(skus).where(where),
  ]);
  return { list: rows.map(toSkuView), total };
}

/** The order form's autocomplete: a customer's SKUs holding the keyword, the exact code first. */
export async function findCustomerSkus(db: Db, companyId: number, customerId: number, keyword: string): Promise<SkuView[]> {
  const rows = await db.select(skuViewColumns).from(skus).innerJoin(customers, eq(customers.id, skus.customerId))
    .where(and(skusWhere(companyId, { keyword, customerId })))
    .orderBy(desc(sql`${skus.code} = ${keyword.toUpperCase()}`), asc(skus.code)).limit(10);
  return rows.map(toSkuView);
}

/** What the audit log keeps of a SKU. */
export const skuSnapshot = ({ id: _id, companyId: _companyId, ...fields }: SkuRow) => ({ label: `${fields.code} ${fields.nameCn}`, fields });

/** The company's customers (not deleted) holding the keyword in their code or name, a page of the library's customer field. */
export async function skuCustomerPage(db: Db, companyId: number, input: { keyword: string; pageIndex: number; pageSize: number }): Promise<ComboBoxOutput> {
  const like = containing(input.keyword);
  const where = and(eq(customers.companyId, companyId), isNull(customers.deletedAt), input.keyword ? or(ilike(customers.code, like), ilike(customers.name, like)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(where).orderBy(asc(customers.code))
      .limit(input.pageSize).offset(input.pageSize * (input.pageIndex - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { list: rows.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` })), pageCount: Math.ceil(total / input.pageSize) };
}
