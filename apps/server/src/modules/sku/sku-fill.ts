import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skus } from './sku.table.ts';
import type { SkuRow } from './sku.queries.ts';

/** What a SKU fills in an invoice line, by the line's field names; what the SKU leaves empty is absent. */
export type SkuFill = Partial<Record<'descriptionCn' | 'descriptionEn' | 'customsCode' | 'currency' | 'material' | 'purpose' | 'brand' | 'origin' | 'unit', string> & Record<'unitPrice' | 'unitWeight', number>>;

/** The key a fill is found by: the customer and the SKU code in upper case. */
export const skuFillKey = (customerId: number, code: string) => `${customerId}\t${code.trim().toUpperCase()}`;

function fillOf(row: SkuRow): SkuFill {
  const fill: Record<string, string | number> = {
    descriptionCn: row.nameCn, descriptionEn: row.nameEn, customsCode: row.customsCode, currency: row.currency, material: row.material,
    purpose: row.purpose, brand: row.brand, origin: row.origin ?? '', unit: row.unit,
  };
  if (row.unitPrice !== null) fill.unitPrice = row.unitPrice;
  if (row.unitWeight !== null) fill.unitWeight = row.unitWeight;
  return Object.fromEntries(Object.entries(fill).filter(([, value]) => value !== '')) as SkuFill;
}

/**
 * The SKUs an order import may name, read in one statement: the company's, or only one customer's when the import
 * is for one customer. Plain data by skuFillKey, for the worker that builds the invoice lines.
 */
export async function loadSkuFills(db: Db, companyId: number, customerId?: number): Promise<Map<string, SkuFill>> {
  const rows = await db.select().from(skus).where(and(eq(skus.companyId, companyId), customerId === undefined ? undefined : eq(skus.customerId, customerId)));
  return new Map(rows.map((row) => [skuFillKey(row.customerId, row.code), fillOf(row)]));
}
