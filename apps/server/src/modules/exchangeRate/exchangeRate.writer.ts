import { and, eq, inArray, sql } from 'drizzle-orm';
import { exchangeRateFilter, exchangeRateTable, type ExchangeRateImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { EXCHANGE_RATE_ORDER, exchangeRatesWhere, toExchangeRateView } from './exchangeRate.queries.ts';
import { exchangeRates } from './exchangeRate.table.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;
const keyOf = sql<string>`${exchangeRates.fromCurrency} || chr(9) || ${exchangeRates.toCurrency} || chr(9) || ${exchangeRates.effectiveDate}::text`;

/** Of the file's keys (from, tab, to, tab, first day), those the company holds already. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += BATCH) {
    const rows = await db.select({ key: keyOf }).from(exchangeRates).where(and(eq(exchangeRates.companyId, companyId), inArray(keyOf, keys.slice(from, from + BATCH))));
    for (const row of rows) taken.add(row.key);
  }
  return taken;
}

/** Inserts the checked rows, a batch per statement, in the import's one transaction. */
async function write(tx: Db, owner: TableOwner, rows: readonly ExchangeRateImportRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH) {
    await tx.insert(exchangeRates).values(rows.slice(from, from + BATCH).map((row) => ({ ...row, companyId: owner.companyId })));
  }
}

/** The export's rows after the list's filters, in the list's order, a batch at a time. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = exchangeRatesWhere(companyId, exchangeRateFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(exchangeRates).where(where))[0].total,
    batches: async function* () {
      for (let offset = 0; ; offset += BATCH) {
        const batch = await db.select().from(exchangeRates).where(where).orderBy(...EXCHANGE_RATE_ORDER).limit(BATCH).offset(offset);
        if (!batch.length) return;
        yield batch.map(toExchangeRateView);
        if (batch.length < BATCH) return;
      }
    },
  };
}

/** Exchange rates plugged into the reference tables' import and export (modules/tableImport). */
export const exchangeRateWriter: TableWriter<ExchangeRateImportRow> = { declaration: exchangeRateTable, existingKeys, write, exportRows };
