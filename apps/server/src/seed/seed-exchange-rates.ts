import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { exchangeRateFields } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { companies } from '../modules/company/index.ts';
import { exchangeRates } from '../modules/exchangeRate/index.ts';

// Parsed by the contract's own fields, so the demo holds only what the screen would accept.
const rateRow = z.object(exchangeRateFields);

/** Each currency's rate in RMB on the first of last month, the first of this month and today: what finance keeps. */
const RATES_TO_RMB: Record<string, [string, string, string]> = {
  USD: ['7.1235', '7.1068', '7.0982'],
  HKD: ['0.9153', '0.9131', '0.9124'],
  THB: ['0.2061', '0.2089', '0.2103'],
  TWD: ['0.2214', '0.2198', '0.2205'],
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedExchangeRates(db: Db, companyNo: string, today = new Date()): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const days = [
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))),
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
    isoDay(today),
  ];
  // On the first of a month "today" is that first: one rate a day.
  const unique = [...new Set(days)];
  await db.insert(exchangeRates).values(Object.entries(RATES_TO_RMB).flatMap(([fromCurrency, rates]) =>
    unique.map((effectiveDate) => ({ ...rateRow.parse({ fromCurrency, toCurrency: 'RMB', effectiveDate, rate: rates[days.indexOf(effectiveDate)] }), companyId }))));
}
