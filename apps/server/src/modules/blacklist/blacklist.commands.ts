import { and, eq, inArray } from 'drizzle-orm';
import { BLACKLIST_LIMITS, fieldError, normaliseBlacklistText, type SaveBlacklistEntryInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/blacklist/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { findCustomer } from '../customer/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { customerOptionPage } from '../transAgreement/index.ts';
import { bumpBlacklistVersion } from './blacklist.cache.ts';
import { countPatterns, entrySnapshot, findBlacklistEntry, listBlacklistPage, listRules, type BlacklistEntryRow } from './blacklist.queries.ts';
import { blacklistEntries, blacklistRules } from './blacklist.table.ts';

function valuesOf(input: SaveBlacklistEntryInput) {
  return {
    subject: input.subject, matchKind: input.matchKind, value: input.value,
    normalised: normaliseBlacklistText(input.subject, input.value, input.matchKind === 'pattern'),
    customerId: input.customerId ?? null, note: input.note, enabled: input.enabled, updatedAt: new Date(),
  };
}

/** Writes an entry, the company's blacklist version and the log row in one audited write; a duplicate names the value. */
async function writeEntry(ctx: GuardedContext, old: BlacklistEntryRow | undefined, write: (tx: Tx) => Promise<BlacklistEntryRow>, action: 'create' | 'update' | 'enable' | 'disable') {
  try {
    return await auditedWrite(ctx, async ({ tx, companyId }) => {
      const before = old && (await entrySnapshot(tx, old)).fields;
      const row = await write(tx);
      await bumpBlacklistVersion(tx, companyId);
      const after = await entrySnapshot(tx, row);
      return { answer: row, changes: [{ entity: 'blacklistEntry', entityId: row.id, entityLabel: after.label, action, before, after: after.fields }] };
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'blacklist_entries_key') throw fieldError('value', 'duplicate');
    throw error;
  }
}

/** Patterns are capped per company; an entry that already was one keeps its place. */
async function assertPatternRoom(ctx: GuardedContext, input: SaveBlacklistEntryInput, old: BlacklistEntryRow | undefined): Promise<void> {
  if (input.matchKind !== 'pattern' || old?.matchKind === 'pattern') return;
  if (await countPatterns(ctx.db, ctx.caller.companyId) >= BLACKLIST_LIMITS.patternsPerCompany) throw fieldError('matchKind', 'tooBig', { max: BLACKLIST_LIMITS.patternsPerCompany });
}

export const blacklistCommands = [
  implement(contract.listBlacklistEntries, (ctx, input) => listBlacklistPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.blacklistCustomerComboBox, (ctx, input) => customerOptionPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveBlacklistEntry, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findBlacklistEntry(ctx.db, companyId, input.id) : undefined;
    if (input.customerId) await findCustomer(ctx.db, companyId, input.customerId, 'customerId');
    await assertPatternRoom(ctx, input, old);
    const values = valuesOf(input);
    const row = await writeEntry(ctx, old, async (tx) => (old
      ? await tx.update(blacklistEntries).set(values).where(eq(blacklistEntries.id, old.id)).returning()
      : await tx.insert(blacklistEntries).values({ ...values, companyId }).returning())[0], old ? 'update' : 'create');
    return { id: row.id };
  }),
  implement(contract.setBlacklistEntryEnabled, async (ctx, input) => {
    const old = await findBlacklistEntry(ctx.db, ctx.caller.companyId, input.id);
    if (old.enabled === input.enabled) return {};
    await writeEntry(ctx, old, async (tx) => (await tx.update(blacklistEntries).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(blacklistEntries.id, old.id)).returning())[0],
      input.enabled ? 'enable' : 'disable');
    return {};
  }),
  implement(contract.deleteBlacklistEntries, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const rows = await tx.delete(blacklistEntries).where(and(eq(blacklistEntries.companyId, companyId), inArray(blacklistEntries.id, input.ids))).returning();
    if (rows.length) await bumpBlacklistVersion(tx, companyId);
    const changes = await Promise.all(rows.map(async (row) => {
      const { label, fields } = await entrySnapshot(tx, row);
      return { entity: 'blacklistEntry', entityId: row.id, entityLabel: label, action: 'delete' as const, before: fields };
    }));
    return { answer: { count: rows.length }, changes };
  })),
  implement(contract.listBlacklistRules, (ctx) => listRules(ctx.db, ctx.caller.companyId)),
  implement(contract.saveBlacklistRule, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const before = (await listRules(tx, companyId)).find((rule) => rule.subject === input.subject)!;
    const values = { fields: input.fields, action: input.action, enabled: input.enabled, updatedAt: new Date() };
    await tx.insert(blacklistRules).values({ companyId, subject: input.subject, ...values })
      .onConflictDoUpdate({ target: [blacklistRules.companyId, blacklistRules.subject], set: values });
    await bumpBlacklistVersion(tx, companyId);
    const snapshot = (rule: { fields: string[]; action: string; enabled: boolean }) => ({ fields: rule.fields, action: rule.action, enabled: rule.enabled });
    return {
      answer: {},
      changes: [{ entity: 'blacklistRule', entityId: input.subject, entityLabel: input.subject, action: before.updatedAt ? 'update' as const : 'create' as const, before: snapshot(before), after: snapshot(input) }],
    };
  })),
  ...tableExcelCommands(contract.blacklistExcel),
];
