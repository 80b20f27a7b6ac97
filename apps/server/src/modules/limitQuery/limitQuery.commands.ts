import { DEFAULT_QUERY_LIMITS } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/limitQuery/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { companyQueryLimits } from './limitQuery.table.ts';
import { findSavedQueryLimits, loadQueryLimits } from './limitQuery.queries.ts';

export const limitQueryCommands = [
  implement(contract.getQueryLimits, (ctx) => loadQueryLimits(ctx.db, ctx.caller.companyId)),
  implement(contract.getQueryLimitSettings, async (ctx) => {
    const saved = await findSavedQueryLimits(ctx.db, ctx.caller.companyId);
    return { limits: saved ?? DEFAULT_QUERY_LIMITS, customised: saved !== null };
  }),
  implement(contract.saveQueryLimits, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const before = await loadQueryLimits(tx, companyId);
    await tx.insert(companyQueryLimits).values({ companyId, ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: companyQueryLimits.companyId, set: { ...input, updatedAt: new Date() } });
    return { answer: input, changes: [{ entity: 'queryLimits', entityId: companyId, entityLabel: ctx.caller.companyNo, action: 'update', before, after: input }] };
  })),
];
