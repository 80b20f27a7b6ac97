import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, plainRate, type ExchangeRateFilter, type ExchangeRateView, type ListExchangeRatesInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from './exchangeRate.table.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** The caller's company's rate; another company's answers exactly like a missing one. */
export async function findExchangeRate(db: Db, companyId: number, id: number): Promise<ExchangeRateRow> {
  const [row] = await db.select().from(exchangeRates).where(and(eq(exchangeRates.id, id), eq(exchangeRates.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The company's rates the list's (or an export's) filters select. */
export function exchangeRatesWhere(companyId: number, filter: ExchangeRateFilter): SQL | undefined {
  const { currency } = filter;
  return and(eq(exchangeRates.companyId, companyId), currency ? or(eq(exchangeRates.fromCurrency, currency), eq(exchangeRates.toCurrency, currency)) : undefined);
}

/** The newest first day first, then by pair. */
export const EXCHANGE_RATE_ORDER = [desc(exchangeRates.effectiveDate), exchangeRates.fromCurrency, exchangeRates.toCurrency, exchangeRates.id] as const;

export const toExchangeRateView = (row: ExchangeRateRow): ExchangeRateView => ({
  id: row.id, fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, effectiveDate: row.effectiveDate, rate: plainRate(row.rate), updatedAt: row.updatedAt.toISOString(),
});

export async function listExchangeRatePage(db: Db, companyId: number, input: ListExchangeRatesInput): Promise<Page<ExchangeRateView>> {
  const where = exchangeRatesWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(exchangeRates).where(where).orderBy(...EXCHANGE_RATE_ORDER).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(exchangeRates).where(where),
  ]);
  return { list: rows.map(toExchangeRateView), total };
}

/** What the audit log keeps of a rate. */
export const exchangeRateSnapshot = (row: ExchangeRateRow) => ({
  label: `${row.fromCurrency}/${row.toCurrency} ${row.effectiveDate}`,
  fields: { fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, effectiveDate: row.effectiveDate, rate: plainRate(row.rate) },
});
