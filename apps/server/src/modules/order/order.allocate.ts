import { sql } from 'drizzle-orm';
import { formatSegmentNumber } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

type Drawn = { value: number; prefix: string; suffix: string; end_number: number };

/**
 * Draws the next waybill number of the channel's enabled segments (oldest first), or null when none is
 * left (20164/20166). One UPDATE takes the number and moves the segment on, so concurrent audits on
 * either database wait for the row and never get the same number; a segment used up meanwhile is
 * re-checked by the UPDATE's own condition, and the next segment is tried.
 */
export async function allocateWaybillNumber(db: Db, companyId: number, channelId: number): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await executeRows<Drawn>(db, sql`
      update number_segments s
         set next_number = s.next_number + 1,
             last_used_number = s.prefix || lpad(s.next_number::text, length(s.end_number::text), '0') || s.suffix
       where s.id = (select id from number_segments
                      where company_id = ${companyId} and channel_id = ${channelId} and type = 'waybill'
                        and enabled and next_number <= end_number
                      order by id limit 1)
         and s.next_number <= s.end_number
      returning s.next_number - 1 as value, s.prefix, s.suffix, s.end_number`);
    if (rows.length) {
      const row = rows[0];
      return formatSegmentNumber({ prefix: row.prefix, suffix: row.suffix, endNumber: Number(row.end_number) }, Number(row.value));
    }
    const [{ left }] = await selectLeft(db, companyId, channelId);
    if (left === 0) return null;
  }
  return null;
}

function selectLeft(db: Db, companyId: number, channelId: number): Promise<{ left: number }[]> {
  return executeRows<{ left: number }>(db, sql`
    select count(*)::int as left from number_segments
     where company_id = ${companyId} and channel_id = ${channelId} and type = 'waybill' and enabled and next_number <= end_number`);
}
