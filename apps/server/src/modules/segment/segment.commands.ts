import { and, asc, eq } from 'drizzle-orm';
import { emptyInput, fieldError, saveSegmentInput, segmentIdInput, setSegmentEnabledInput, type SaveSegmentInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { channels } from '../channel/index.ts';
import { numberSegments } from '../order/index.ts';
import { assertNoOverlap, assertOwnChannel, findSegment, listSegments } from './segment.queries.ts';

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

export const segmentCommands = [
  defineCommand({
    service: 'main', command: 'listSegmentChannels', permission: 'segment.view', input: emptyInput,
    summary: "The company's transport channels a segment may belong to (id, code, names).",
    handler: (ctx) => ctx.db.select({ id: channels.id, code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn })
      .from(channels).where(eq(channels.companyId, ctx.caller.companyId)).orderBy(asc(channels.code)),
  }),
  defineCommand({
    service: 'main', command: 'listSegments', permission: 'segment.view', input: emptyInput,
    summary: "The company's number segments with their usage and whether each is running low.",
    handler: (ctx) => listSegments(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'saveSegment', permission: 'segment.edit', input: saveSegmentInput,
    summary: "Create a number segment (no id) or change one; ranges of a channel's type never overlap.",
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findSegment(ctx.db, companyId, input.id) : null;
      await assertOwnChannel(ctx.db, companyId, input.channelId);
      if (old) assertKeepsGiven(old, input);
      await assertNoOverlap(ctx.db, companyId, input);
      const values = {
        channelId: input.channelId, type: input.type, prefix: input.prefix, suffix: input.suffix, startNumber: input.startNumber,
        endNumber: input.endNumber, warningCount: input.warningCount, enabled: input.enabled,
      };
      const unused = !old || old.nextNumber === old.startNumber;
      const [row] = old
        ? await ctx.db.update(numberSegments).set({ ...values, ...(unused ? { nextNumber: input.startNumber } : {}) })
          .where(eq(numberSegments.id, old.id)).returning({ id: numberSegments.id })
        : await ctx.db.insert(numberSegments).values({ ...values, companyId, nextNumber: input.startNumber }).returning({ id: numberSegments.id });
      return { id: row.id };
    },
  }),
  defineCommand({
    service: 'main', command: 'setSegmentEnabled', permission: 'segment.edit', input: setSegmentEnabledInput,
    summary: 'Enable or disable a number segment; a disabled one gives no numbers.',
    handler: async (ctx, input) => {
      await findSegment(ctx.db, ctx.caller.companyId, input.id);
      await ctx.db.update(numberSegments).set({ enabled: input.enabled }).where(eq(numberSegments.id, input.id));
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteSegment', permission: 'segment.edit', input: segmentIdInput,
    summary: 'Delete a number segment no number was given from.',
    handler: async (ctx, input) => {
      await findSegment(ctx.db, ctx.caller.companyId, input.id);
      // The condition sits in the DELETE itself, so an audit drawing a number meanwhile keeps the segment.
      const deleted = await ctx.db.delete(numberSegments)
        .where(and(eq(numberSegments.id, input.id), eq(numberSegments.nextNumber, numberSegments.startNumber)))
        .returning({ id: numberSegments.id });
      if (!deleted.length) throw fieldError('id', 'invalidValue');
      return {};
    },
  }),
];
