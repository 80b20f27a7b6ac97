import * as contract from '@parcelflow/contract/rateCard/commands';
import { eq } from 'drizzle-orm';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { findRateCard, getRateCardView, listRateCardPage, rateCardSnapshot } from './rateCard.queries.ts';
import { assertMayTouchCost, saveRateCard } from './rateCard.save.ts';
import { rateCards } from './rateCard.table.ts';

export const rateCardCommands = [
  implement(contract.listRateCards, (ctx, input) => listRateCardPage(ctx.db, ctx.caller.companyId, ctx.caller.functions.has('rateCard.cost'), input)),
  implement(contract.getRateCard, (ctx, input) => getRateCardView(ctx.db, ctx.caller.companyId, input.id, ctx.caller.functions.has('rateCard.cost'))),
  implement(contract.saveRateCard, (ctx, input) => saveRateCard(ctx.db, ctx, input)),
  implement(contract.deleteRateCard, async (ctx, input) => {
    const row = await findRateCard(ctx.db, ctx.caller.companyId, input.id, true);
    assertMayTouchCost(ctx, row.kind);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(rateCards).where(eq(rateCards.id, row.id));
      const { label, fields } = rateCardSnapshot(row);
      return { answer: {}, changes: [{ entity: 'rateCard', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
];
