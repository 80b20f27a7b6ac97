import { sql } from 'drizzle-orm';
import { formatSegmentNumber, RESULT_CODES } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

type SegmentRow = { id: number; channel_id: number; prefix: string; suffix: string; next_number: string; end_number: string; enabled: boolean };

/** What a channel got: its numbers in drawing order and, when fewer than asked, why (20164 no segment, 20166 used up). */
export type ChannelNumbers = { numbers: string[]; shortBy?: typeof RESULT_CODES.noNumberSegment | typeof RESULT_CODES.numberSegmentUsedUp };

/**
 * Draws `count` waybill numbers for each channel at once (an import's automatic audit), in three statements
 * however many orders: the channels' waybill segments are locked, numbers are taken from the enabled ones oldest
 * first as allocateWaybillNumber takes them, and each segment moves on in one UPDATE. The row locks make a
 * concurrent audit wait for this transaction and then draw after the numbers given here, on either database.
 */
export async function drawWaybillNumbers(db: Db, companyId: number, counts: ReadonlyMap<number, number>): Promise<Map<number, ChannelNumbers>> {
  const drawn = new Map<number, ChannelNumbers>();
  if (!counts.size) return drawn;
  const segments = await executeRows<SegmentRow>(db, sql`
    select id, channel_id, prefix, suffix, next_number::text, end_number::text, enabled from number_segments
     where company_id = ${companyId} and type = 'waybill' and channel_id in (select jsonb_array_elements_text(${JSON.stringify([...counts.keys()])}::jsonb)::int)
     order by id for update`);
  const moved: { id: number; next_number: number; last_used_number: string }[] = [];
  for (const [channelId, count] of counts) {
    const own = segments.filter((segment) => segment.channel_id === channelId);
    const numbers: string[] = [];
    for (const segment of own.filter((candidate) => candidate.enabled)) {
      const format = { prefix: segment.prefix, suffix: segment.suffix, endNumber: Number(segment.end_number) };
      let next = Number(segment.next_number);
      while (numbers.length < count && next <= format.endNumber) numbers.push(formatSegmentNumber(format, next++));
      if (next !== Number(segment.next_number)) moved.push({ id: segment.id, next_number: next, last_used_number: numbers.at(-1)! });
    }
    const shortBy = numbers.length === count ? undefined : own.length ? RESULT_CODES.numberSegmentUsedUp : RESULT_CODES.noNumberSegment;
    drawn.set(channelId, { numbers, shortBy });
  }
  if (moved.length) {
    await db.execute(sql`update number_segments s set next_number = m.next_number, last_used_number = m.last_used_number
      from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as m(id int, next_number bigint, last_used_number text) where s.id = m.id`);
  }
  return drawn;
}
