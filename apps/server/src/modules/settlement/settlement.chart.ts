import { sql } from 'drizzle-orm';
import { SETTLEMENT_LIMITS, type SettlementChartInput, type SettlementChartOutput, type SettlementPoint, type SettlementTopGroup } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { moneyOf, settlementCtes, type SettlementScope } from './settlement.sql.ts';

const INTERVALS = { day: sql.raw(`interval '1 day'`), week: sql.raw(`interval '1 week'`), month: sql.raw(`interval '1 month'`) };
const BUCKETS = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) };

/**
 * A chart's figures in one currency: receivable and received per bucket of the range (every bucket, empty ones
 * 0.00, the first one starting on or before the range's first day), and the ranked groups with the largest receivable.
 */
export async function readSettlementChart(db: Db, companyId: number, input: SettlementChartInput, english: boolean): Promise<SettlementChartOutput> {
  const scope: SettlementScope = { companyId, dateFrom: input.dateFrom, dateTo: input.dateTo, currency: input.currency };
  const [series, top] = await Promise.all([
    executeRows<SettlementPoint>(db, sql`
      ${settlementCtes(scope, { dimension: 'period', bucket: input.bucket })},
      buckets as (
        select generate_series(date_trunc(${BUCKETS[input.bucket]}, ${input.dateFrom}::date::timestamp), ${input.dateTo}::date::timestamp, ${INTERVALS[input.bucket]})::date::text as bucket)
      select b.bucket, ${moneyOf(sql`coalesce(l.receivable, 0)`)} as receivable, ${moneyOf(sql`coalesce(l.received, 0)`)} as received
      from buckets b left join labelled l on l.key = b.bucket
      order by b.bucket`),
    executeRows<SettlementTopGroup>(db, sql`
      ${settlementCtes(scope, { dimension: input.ranked, bucket: input.bucket, english })}
      select key, code, name, ${moneyOf(sql`receivable`)} as receivable, ${moneyOf(sql`received`)} as received
      from labelled where orders > 0
      order by labelled.receivable desc, key
      limit ${SETTLEMENT_LIMITS.chartTop}`),
  ]);
  return { series, top };
}
