import { eq } from 'drizzle-orm';
import { CommandError, channelIdInput, fieldError, listChannelsInput, saveChannelInput, setChannelEnabledInput, type SaveChannelInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { channels } from './channel.table.ts';
import { channelLabel, channelSnapshot } from './channel.audit.ts';
import { findChannel, findChannelUse, isCodeTaken, listChannelPage, toChannelView } from './channel.queries.ts';

const duplicateCode = () => new CommandError(20038, { field: 'code' });

/** Runs a change in one transaction; a concurrent save that took the code first answers 20038 too. */
async function inTransaction<T>(ctx: GuardedContext, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((transaction) => change(transaction as unknown as Db));
  } catch (error) {
    throw findUniqueViolation(error) === 'channels_company_code_key' ? duplicateCode() : error;
  }
}

function valuesOf(input: SaveChannelInput) {
  const { id: _id, ...values } = input;
  return values;
}

export const channelCommands = [
  defineCommand({
    service: 'main', command: 'listChannels', permission: 'channel.view', input: listChannelsInput,
    summary: "One page of the company's transport channels by code, after the filters (keyword, class, business type, enabled, destination country).",
    handler: (ctx, input) => listChannelPage(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'saveChannel', permission: 'channel.edit', input: saveChannelInput,
    summary: 'Create a transport channel (no id) or change one; codes are unique in the company (20038).',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findChannel(ctx.db, companyId, input.id) : undefined;
      if (await isCodeTaken(ctx.db, companyId, input.code, old?.id)) throw duplicateCode();
      const values = valuesOf(input);
      return inTransaction(ctx, async (tx) => {
        const [row] = old
          ? await tx.update(channels).set(values).where(eq(channels.id, old.id)).returning()
          : await tx.insert(channels).values({ ...values, companyId }).returning();
        const before = old && channelSnapshot(toChannelView(old));
        await recordChange(tx, ctx, { entity: 'channel', entityId: row.id, entityLabel: channelLabel(row), action: old ? 'update' : 'create', before, after: channelSnapshot(toChannelView(row)) });
        return { id: row.id };
      });
    },
  }),
  defineCommand({
    service: 'main', command: 'setChannelEnabled', permission: 'channel.edit', input: setChannelEnabledInput,
    summary: 'Enable or disable a transport channel; a disabled one takes no new orders and leaves the order forms.',
    handler: async (ctx, input) => {
      const channel = await findChannel(ctx.db, ctx.caller.companyId, input.id);
      if (channel.enabled === input.enabled) return {};
      await ctx.db.transaction(async (tx) => {
        await tx.update(channels).set({ enabled: input.enabled }).where(eq(channels.id, channel.id));
        await recordChange(tx, ctx, {
          entity: 'channel', entityId: channel.id, entityLabel: channelLabel(channel), action: input.enabled ? 'enable' : 'disable',
          before: { enabled: channel.enabled }, after: { enabled: input.enabled },
        });
      });
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteChannel', permission: 'channel.edit', input: channelIdInput,
    summary: 'Delete a transport channel nothing uses; one used by orders, number segments, agreements or order rules answers 400 inUse (disable it instead).',
    handler: async (ctx, input) => {
      const channel = await findChannel(ctx.db, ctx.caller.companyId, input.id);
      const use = await findChannelUse(ctx.db, channel.id);
      if (use) throw fieldError('id', 'inUse', { usedBy: use });
      try {
        await ctx.db.transaction(async (tx) => {
          await tx.delete(channels).where(eq(channels.id, channel.id));
          await recordChange(tx, ctx, { entity: 'channel', entityId: channel.id, entityLabel: channelLabel(channel), action: 'delete', before: channelSnapshot(toChannelView(channel)) });
        });
      } catch (error) {
        // An order or segment written onto the channel since the check: its foreign key keeps the channel.
        if (hasForeignKeyViolation(error)) throw fieldError('id', 'inUse', { usedBy: (await findChannelUse(ctx.db, channel.id)) ?? 'orders' });
        throw error;
      }
      return {};
    },
  }),
];

/** Whether the driver's error (Drizzle wraps it in `cause`) is a foreign-key violation. */
function hasForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
