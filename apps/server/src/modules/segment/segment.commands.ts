import { and, asc, eq } from 'drizzle-orm';
import { fieldError, type SaveSegmentInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/segment/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { channels, findChannel } from '../channel/index.ts';
import { numberSegments } from '../order/index.ts';
import { assertNoOverlap, findSegment, listSegments } from './segment.queries.ts';

type SegmentRow = typeof numberSegments.$inferSelect;

/**
 * A segment numbers were given from keeps what identifies them (channel, type, prefix, suffix) and
 * keeps every given number inside its range.
 */
function assertKeepsGiven(old: SegmentRow, input: SaveSegmentInput): void {
  if (old.nextNumber === old.startNumber) return;
  for (const field of ['channelId', 'type', 'prefix', 'suffix'] as const) {
    if (old[field] !== input[field]) throw fieldError(field, 'invalidValue');
  }
  if (input.startNumber > old.startNumber) throw fieldError('startNumber', 'tooBig', { max: old.startNumber });
  if (input.endNumber < old.nextNumber - 1) throw fieldError('endNumber', 'tooSmall', { min: old.nextNumber - 1 });
}

// Segments keep no audit entries: their usage (the numbers given) is their history.
export const segmentCommands = [
  implement(contract.listSegmentChannels, (ctx) => ctx.db.select({ id: channels.id, code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn })
    .from(channels).where(eq(channels.companyId, ctx.caller.companyId)).orderBy(asc(channels.code))),
  implement(contract.listSegments, (ctx) => listSegments(ctx.db, ctx.caller.companyId)),
  implement(contract.saveSegment, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const old = input.id ? await findSegment(tx, companyId, input.id) : null;
    await findChannel(tx, companyId, input.channelId, 'channelId');
    if (old) assertKeepsGiven(old, input);
    await assertNoOverlap(tx, companyId, input);
    const values = {
      channelId: input.channelId, type: input.type, prefix: input.prefix, suffix: input.suffix, startNumber: input.startNumber,
      endNumber: input.endNumber, warningCount: input.warningCount, enabled: input.enabled,
    };
    const unused = !old || old.nextNumber === old.startNumber;
    const [row] = old
      ? await tx.update(numberSegments).set({ ...values, ...(unused ? { nextNumber: input.startNumber } : {}) })
        .where(eq(numberSegments.id, old.id)).returning({ id: numberSegments.id })
      : await tx.insert(numberSegments).values({ ...values, companyId, nextNumber: input.startNumber }).returning({ id: numberSegments.id });
    return { answer: { id: row.id }, changes: [] };
  })),
  implement(contract.setSegmentEnabled, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    await findSegment(tx, companyId, input.id);
    await tx.update(numberSegments).set({ enabled: input.enabled }).where(eq(numberSegments.id, input.id));
    return { answer: {}, changes: [] };
  })),
  implement(contract.deleteSegment, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    await findSegment(tx, companyId, input.id);
    // The condition sits in the DELETE itself, so an audit drawing a number meanwhile keeps the segment.
    const deleted = await tx.delete(numberSegments)
      .where(and(eq(numberSegments.id, input.id), eq(numberSegments.nextNumber, numberSegments.startNumber)))
      .returning({ id: numberSegments.id });
    if (!deleted.length) throw fieldError('id', 'invalidValue');
    return { answer: {}, changes: [] };
  })),
];
