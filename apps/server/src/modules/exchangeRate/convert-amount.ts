import { fieldError, plainRate, type ConvertAmountOutput } from '@parcelflow/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

type Conversion = { fromCurrency: string; toCurrency: string; day: string; amount: string };
type Found = { from_currency: string; to_currency: string; effective_date: string; rate: string; used: string; converted: string };

/**
 * An amount converted at the rate in force on the day: the pair's rate of the latest first day not after it, else the
 * inverse of the reverse pair's (the nearer day wins; on the same day the pair as asked). PostgreSQL's numeric does the
 * arithmetic, never a float: the rate used is kept to 8 decimals, the amount rounded half up to 2, once.
 */
export async function convertAmount(db: Db, companyId: number, { fromCurrency, toCurrency, day, amount }: Conversion): Promise<ConvertAmountOutput> {
  const [found] = await executeRows<Found>(db, sql`
    select r.from_currency, r.to_currency, r.effective_date::text as effective_date, r.rate::text as rate, used::text as used,
      round(${amount}::numeric * used, 2)::text as converted
    from exchange_rates r, lateral (select case when r.from_currency = ${fromCurrency} then r.rate else round(1 / r.rate, 8) end as used) u
    where r.company_id = ${companyId} and r.effective_date <= ${day}::date
      and ((r.from_currency = ${fromCurrency} and r.to_currency = ${toCurrency}) or (r.from_currency = ${toCurrency} and r.to_currency = ${fromCurrency}))
    order by r.effective_date desc, r.from_currency = ${fromCurrency} desc
    limit 1`);
  if (!found) throw fieldError('day', 'notFound');
  return {
    amount: found.converted,
    rate: plainRate(found.used),
    source: { fromCurrency: found.from_currency, toCurrency: found.to_currency, effectiveDate: found.effective_date, rate: plainRate(found.rate) },
  };
}
