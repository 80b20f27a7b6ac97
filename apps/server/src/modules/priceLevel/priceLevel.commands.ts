import { and, eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/priceLevel/commands';
import { findUniqueViolation, hasForeignKeyViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { listChannelOptions, listGroupOptions } from '../transAgreement/index.ts';
import { priceLevelUse } from './priceLevel-use.ts';
import { assertOwnReferences, findPriceLevel, listPriceLevelPage, priceLevelSnapshot, quotedCustomers } from './priceLevel.queries.ts';
import { priceLevelGroups, priceLevelRules, priceLevels } from './priceLevel.table.ts';

/** What a unique key refused means to the user. */
const VIOLATIONS: Record<string, () => Error> = {
  price_levels_company_name_key: () => fieldError('name', 'duplicate'),
  price_level_groups_group_key: () => fieldError('groupIds', 'inUse'),
};

export const priceLevelCommands = [
  implement(contract.listPriceLevels, (ctx, input) => listPriceLevelPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getPriceLevelOptions, async (ctx) => {
    const { companyId } = ctx.caller;
    const [levels, channels, groups] = await Promise.all([
      ctx.db.select({ id: priceLevels.id, name: priceLevels.name }).from(priceLevels).where(eq(priceLevels.companyId, companyId)).orderBy(priceLevels.name),
      listChannelOptions(ctx.db, companyId),
      listGroupOptions(ctx.db, companyId),
    ]);
    return { levels, channels, groups: groups.map(({ id, name }) => ({ id, name })) };
  }),
  implement(contract.savePriceLevel, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findPriceLevel(ctx.db, companyId, input.id) : undefined;
    await assertOwnReferences(ctx.db, companyId, input);
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const before = old && (await priceLevelSnapshot(tx, old)).fields;
        const values = { name: input.name, remarks: input.remarks, updatedAt: new Date() };
        const [row] = old
          ? await tx.update(priceLevels).set(values).where(and(eq(priceLevels.id, old.id), eq(priceLevels.companyId, companyId))).returning()
          : await tx.insert(priceLevels).values({ ...values, companyId }).returning();
        // Customers name their level: a renamed level keeps its customers.
        if (old && old.name !== row.name) await tx.update(customers).set({ quotation: row.name }).where(quotedCustomers(companyId, old.name));
        await tx.delete(priceLevelRules).where(eq(priceLevelRules.levelId, row.id));
        await tx.delete(priceLevelGroups).where(eq(priceLevelGroups.levelId, row.id));
        if (input.rules.length) {
          await tx.insert(priceLevelRules).values(input.rules.map((rule) => ({ levelId: row.id, channelId: rule.channelId ?? null, mode: rule.mode, adjustPercent: rule.adjustPercent ?? null })));
        }
        if (input.groupIds.length) await tx.insert(priceLevelGroups).values(input.groupIds.map((groupId) => ({ levelId: row.id, groupId })));
        const after = await priceLevelSnapshot(tx, row);
        return { answer: { id: row.id }, changes: [{ entity: 'priceLevel', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before, after: after.fields }] };
      });
    } catch (error) {
      const violation = VIOLATIONS[findUniqueViolation(error) ?? ''];
      throw violation ? violation() : error;
    }
  }),
  implement(contract.deletePriceLevel, async (ctx, input) => {
    const level = await findPriceLevel(ctx.db, ctx.caller.companyId, input.id);
    const usedBy = await priceLevelUse(ctx.db, level);
    if (usedBy) throw fieldError('id', 'inUse', { usedBy });
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const { label, fields } = await priceLevelSnapshot(tx, level);
        await tx.delete(priceLevels).where(eq(priceLevels.id, level.id));
        return { answer: {}, changes: [{ entity: 'priceLevel', entityId: level.id, entityLabel: label, action: 'delete', before: fields }] };
      });
    } catch (error) {
      // The level's own rate cards point at it: they are deleted (or moved) first.
      if (hasForeignKeyViolation(error)) throw fieldError('id', 'inUse', { usedBy: 'rateCards' });
      throw error;
    }
  }),
];
