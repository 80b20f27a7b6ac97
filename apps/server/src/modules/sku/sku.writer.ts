import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CommandError, RESULT_CODES, skuFilter, skuTable, type SkuImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { skusWhere } from './sku.queries.ts';
import { skus } from './sku.table.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;

/** The company's (not deleted) customers by upper-case code, for the codes given. */
async function customerIdsByCode(db: Db, companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  const rows = await db.select({ id: customers.id, code: customers.code }).from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt), inArray(sql`upper(${customers.code})`, wanted)));
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
}

/** Of the file's keys (customer code, tab, SKU code), those the company holds already. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += BATCH) {
    const rows = await db.select({ customerCode: customers.code, code: skus.code }).from(skus).innerJoin(customers, eq(customers.id, skus.customerId))
      .where(and(eq(skus.companyId, companyId), inArray(sql`upper(${customers.code}) || chr(9) || ${skus.code}`, keys.slice(from, from + BATCH))));
    for (const row of rows) taken.add(`${row.customerCode.toUpperCase()}\t${row.code}`);
  }
  return taken;
}

/**
 * Inserts the import's checked rows a batch per statement, in the import's one transaction. A customer code the
 * company has no customer of refuses the whole file (20188), naming the code: nothing is written.
 */
async function write(tx: Db, owner: TableOwner, rows: readonly SkuImportRow[]): Promise<void> {
  const customerIds = await customerIdsByCode(tx, owner.companyId, rows.map((row) => row.customerCode));
  const unknown = rows.find((row) => !customerIds.has(row.customerCode));
  if (unknown) throw new CommandError(RESULT_CODES.importFileRefused, { field: 'customerCode', reason: 'notFound', value: unknown.customerCode });
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map(({ customerCode, ...row }) => ({ ...row, customerId: customerIds.get(customerCode), origin: row.origin ?? null }));
    await tx.execute(sql`
      insert into ${skus} (company_id, customer_id, code, name_cn, name_en, customs_code, unit_price, currency, unit_weight, material, purpose, brand, origin, unit)
      select ${owner.companyId}, r."customerId", r.code, r."nameCn", r."nameEn", r."customsCode", r."unitPrice", r.currency, r."unitWeight", r.material, r.purpose, r.brand, r.origin, r.unit
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r("customerId" int, code varchar, "nameCn" varchar, "nameEn" varchar, "customsCode" varchar,
        "unitPrice" numeric, currency varchar, "unitWeight" numeric, material varchar, purpose varchar, brand varchar, origin varchar, unit varchar)`);
  }
}

/** The export's rows after the list's filters, in keyset batches by id, with the customer's code as the file names it. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = skusWhere(companyId, skuFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(skus).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select({ sku: skus, customerCode: customers.code }).from(skus).innerJoin(customers, eq(customers.id, skus.customerId))
          .where(and(where, gt(skus.id, after))).orderBy(asc(skus.id)).limit(BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].sku.id;
        yield batch.map(({ sku, customerCode }) => ({ ...sku, customerCode, unitPrice: sku.unitPrice ?? '', unitWeight: sku.unitWeight ?? '', origin: sku.origin ?? '' }));
      }
    },
  };
}

/** SKUs plugged into the reference tables' import and export (modules/tableImport). */
export const skuWriter: TableWriter<SkuImportRow> = { declaration: skuTable, existingKeys, write, exportRows };
