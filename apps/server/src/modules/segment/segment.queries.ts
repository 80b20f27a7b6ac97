import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { fieldError, type SaveSegmentInput, type SegmentView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { numberSegments } from '../order/index.ts';

type SegmentRow = typeof numberSegments.$inferSelect;

/** The caller's company's segment; another company's answers exactly like a missing one. */
export async function findSegment(db: Db, companyId: number, id: number): Promise<SegmentRow> {
  const [row] = await db.select().from(numberSegments).where(and(eq(numberSegments.id, id), eq(numberSegments.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

export async function listSegments(db: Db, companyId: number, onlyLow = false): Promise<SegmentView[]> {
  const rows = await db
    .select({ segment: numberSegments, channelCode: channels.code })
    .from(numberSegments)
    .innerJoin(channels, eq(channels.id, numberSegments.channelId))
    .where(and(
      eq(numberSegments.companyId, companyId),
      onlyLow ? sql`${numberSegments.enabled} and ${numberSegments.endNumber} - ${numberSegments.nextNumber} + 1 <= ${numberSegments.warningCount}` : undefined,
    ))
    .orderBy(asc(channels.code), asc(numberSegments.type), asc(numberSegments.startNumber));
  return rows.map(({ segment, channelCode }) => toView(segment, channelCode));
}

export function toView(s: SegmentRow, channelCode: string): SegmentView {
  const total = s.endNumber - s.startNumber + 1;
  const usedCount = s.nextNumber - s.startNumber;
  const remaining = total - usedCount;
  return {
    id: s.id, type: s.type as SegmentView['type'], channelId: s.channelId, channelCode, prefix: s.prefix, suffix: s.suffix,
    startNumber: s.startNumber, endNumber: s.endNumber, warningCount: s.warningCount, enabled: s.enabled,
    total, usedCount, lastUsedNumber: s.lastUsedNumber, remaining, runningLow: remaining <= s.warningCount,
  };
}

/** Ranges of one channel and type never overlap, so a number is never given by two segments. */
export async function assertNoOverlap(db: Db, companyId: number, input: SaveSegmentInput): Promise<void> {
  const [clash] = await db
    .select({ id: numberSegments.id })
    .from(numberSegments)
    .where(and(
      eq(numberSegments.companyId, companyId), eq(numberSegments.channelId, input.channelId), eq(numberSegments.type, input.type),
      lte(numberSegments.startNumber, input.endNumber), gte(numberSegments.endNumber, input.startNumber),
      input.id ? ne(numberSegments.id, input.id) : undefined,
    ))
    .limit(1);
  if (clash) throw fieldError('startNumber', 'invalidValue');
}
