import { eq } from 'drizzle-orm';
import { CommandError, fieldError, type SaveChannelInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/channel/commands';
import { findUniqueViolation, hasForeignKeyViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { channels } from './channel.table.ts';
import { channelLabel, channelSnapshot } from './channel.audit.ts';
import { findChannel, isCodeTaken, listChannelPage, toChannelView } from './channel.queries.ts';

const duplicateCode = () => new CommandError(20038, { field: 'code' });

function valuesOf(input: SaveChannelInput) {
  const { id: _id, ...values } = input;
  return values;
}

export const channelCommands = [
  implement(contract.listChannels, (ctx, input) => listChannelPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveChannel, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findChannel(ctx.db, companyId, input.id) : undefined;
    if (await isCodeTaken(ctx.db, companyId, input.code, old?.id)) throw duplicateCode();
    const values = valuesOf(input);
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(channels).set(values).where(eq(channels.id, old.id)).returning()
          : await tx.insert(channels).values({ ...values, companyId }).returning();
        const before = old && channelSnapshot(toChannelView(old));
        return {
          answer: { id: row.id },
          changes: [{ entity: 'channel', entityId: row.id, entityLabel: channelLabel(row), action: old ? 'update' : 'create', before, after: channelSnapshot(toChannelView(row)) }],
        };
      });
    } catch (error) {
      // A concurrent save that took the code first.
      throw findUniqueViolation(error) === 'channels_company_code_key' ? duplicateCode() : error;
    }
  }),
  implement(contract.setChannelEnabled, async (ctx, input) => {
    const channel = await findChannel(ctx.db, ctx.caller.companyId, input.id);
    if (channel.enabled === input.enabled) return {};
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.update(channels).set({ enabled: input.enabled }).where(eq(channels.id, channel.id));
      return {
        answer: {},
        changes: [{
          entity: 'channel', entityId: channel.id, entityLabel: channelLabel(channel), action: input.enabled ? 'enable' : 'disable',
          before: { enabled: channel.enabled }, after: { enabled: input.enabled },
        }],
      };
    });
  }),
  implement(contract.deleteChannel, async (ctx, input) => {
    const channel = await findChannel(ctx.db, ctx.caller.companyId, input.id);
    const use = await ctx.services.findChannelUse(ctx.db, channel.id);
    if (use) throw fieldError('id', 'inUse', { usedBy: use });
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        await tx.delete(channels).where(eq(channels.id, channel.id));
        return { answer: {}, changes: [{ entity: 'channel', entityId: channel.id, entityLabel: channelLabel(channel), action: 'delete', before: channelSnapshot(toChannelView(channel)) }] };
      });
    } catch (error) {
      // An order or segment written onto the channel since the check: its foreign key keeps the channel.
      if (hasForeignKeyViolation(error)) throw fieldError('id', 'inUse', { usedBy: (await ctx.services.findChannelUse(ctx.db, channel.id)) ?? 'orders' });
      throw error;
    }
  }),
];
