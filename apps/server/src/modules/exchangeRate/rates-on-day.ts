import { sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Currency } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** A pair's latest rate on a day, as ratesOnDaySql answers it. */
export type LatestRate = { from_currency: Currency; to_currency: Currency; effective_date: string; rate: string };

/** The rate to use from one currency to another on a day (null: none in force), as convertAmount chooses it. */
export type RateOnDay = (from: Currency, to: Currency) => Decimal | null;

/** Every pair's latest rate not after the day: a statement of its own, or a part of a larger one (pricing a new order). */
export const ratesOnDaySql = (companyId: number, day: string | SQL) => sql`
    select distinct on (from_currency, to_currency) from_currency, to_currency, effective_date::text as effective_date, rate::text as rate
      from exchange_rates where company_id = ${companyId} and effective_date <= ${day}::date
     order by from_currency, to_currency, effective_date desc`;

/**
 * The choice among the day's rates is convertAmount's: the pair's latest first day not after the day, else the reverse
 * pair's inverse rounded to 8 decimals; the nearer day wins, on the same day the pair as asked. A currency to itself is 1.
 */
export function rateOnDayOf(rows: readonly LatestRate[]): RateOnDay {
  const latest = new Map(rows.map((row) => [`${row.from_currency}>${row.to_currency}`, row]));
  return (from, to) => {
    if (from === to) return new Decimal(1);
    const direct = latest.get(`${from}>${to}`);
    const reverse = latest.get(`${to}>${from}`);
    if (direct && (!reverse || direct.effective_date >= reverse.effective_date)) return new Decimal(direct.rate);
    return reverse ? new Decimal(1).div(reverse.rate).toDecimalPlaces(8, Decimal.ROUND_HALF_UP) : null;
  };
}

/** Every pair's rate in force on the day, read once, for pricing that converts many amounts (a freight trial over every channel). */
export async function ratesOnDay(db: Db, companyId: number, day: string): Promise<RateOnDay> {
  return rateOnDayOf(await executeRows<LatestRate>(db, ratesOnDaySql(companyId, day)));
}
