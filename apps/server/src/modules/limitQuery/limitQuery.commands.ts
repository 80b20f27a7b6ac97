import { DEFAULT_QUERY_LIMITS, emptyInput, saveQueryLimitsInput, type QueryLimitSettings } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { companyQueryLimits } from './limitQuery.table.ts';
import { findSavedQueryLimits, loadQueryLimits } from './limitQuery.queries.ts';

export const limitQueryCommands = [
  defineCommand({
    service: 'main', command: 'getQueryLimits', permission: 'session', input: emptyInput,
    summary: "The caller's company's query limits, which the order lists and tracking apply: pasted numbers, date range days, tracking lines.",
    handler: (ctx) => loadQueryLimits(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'getQueryLimitSettings', permission: 'queryLimits.view', input: emptyInput,
    summary: "The company's query limit settings and whether they differ from the defaults.",
    handler: async (ctx): Promise<QueryLimitSettings> => {
      const saved = await findSavedQueryLimits(ctx.db, ctx.caller.companyId);
      return { limits: saved ?? DEFAULT_QUERY_LIMITS, customised: saved !== null };
    },
  }),
  defineCommand({
    service: 'main', command: 'saveQueryLimits', permission: 'queryLimits.edit', input: saveQueryLimitsInput,
    summary: 'Set the query limits: pasted numbers 300, 5000 or 10000; date range 1 to 31 days; tracking lines 1 to 20.',
    handler: async (ctx, input) => {
      const { companyId, companyNo } = ctx.caller;
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await loadQueryLimits(tx, companyId);
        await tx.insert(companyQueryLimits).values({ companyId, ...input, updatedAt: new Date() })
          .onConflictDoUpdate({ target: companyQueryLimits.companyId, set: { ...input, updatedAt: new Date() } });
        await recordChange(tx, ctx, { entity: 'queryLimits', entityId: companyId, entityLabel: companyNo, action: 'update', before, after: input });
      });
      return input;
    },
  }),
];
