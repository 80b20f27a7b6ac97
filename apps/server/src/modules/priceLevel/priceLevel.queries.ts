import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { fieldError, plainRate, type ListPriceLevelsInput, type Page, type PriceLevelView, type SavePriceLevelInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { customers } from '../customer/index.ts';
import { priceLevelGroups, priceLevelRules, priceLevels } from './priceLevel.table.ts';

export type PriceLevelRow = typeof priceLevels.$inferSelect;

/** The company's level; another company's answers exactly like a missing one. */
export async function findPriceLevel(db: Db, companyId: number, id: number): Promise<PriceLevelRow> {
  const [row] = await db.select().from(priceLevels).where(and(eq(priceLevels.id, id), eq(priceLevels.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The channels and groups a level names are the company's: another's answers as a missing one, the item named. */
export async function assertOwnReferences(db: Db, companyId: number, input: SavePriceLevelInput): Promise<void> {
  const channelIds = input.rules.flatMap((rule) => (rule.channelId ? [rule.channelId] : []));
  const [ownChannels, ownGroups] = await Promise.all([
    channelIds.length ? db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), inArray(channels.id, channelIds))) : [],
    input.groupIds.length ? db.select({ id: customerGroups.id }).from(customerGroups).where(and(eq(customerGroups.companyId, companyId), inArray(customerGroups.id, input.groupIds))) : [],
  ]);
  const rule = input.rules.findIndex((row) => row.channelId && !ownChannels.some((own) => own.id === row.channelId));
  if (rule >= 0) throw fieldError(`rules.${rule}.channelId`, 'notFound');
  const group = input.groupIds.findIndex((id) => !ownGroups.some((own) => own.id === id));
  if (group >= 0) throw fieldError(`groupIds.${group}`, 'notFound');
}

/** The customers whose freight quotation names the level. */
export function quotedCustomers(companyId: number, name: string) {
  return and(eq(customers.companyId, companyId), eq(customers.quotation, name), sql`${customers.deletedAt} is null`);
}

/** Levels with their groups, rules and quoted customers, as the list and the audit log show them. */
export async function priceLevelViews(db: Db, rows: PriceLevelRow[]): Promise<PriceLevelView[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [groups, rules, counts] = await Promise.all([
    db.select({ levelId: priceLevelGroups.levelId, id: customerGroups.id, name: customerGroups.name }).from(priceLevelGroups)
      .innerJoin(customerGroups, eq(customerGroups.id, priceLevelGroups.groupId)).where(inArray(priceLevelGroups.levelId, ids)).orderBy(asc(customerGroups.id)),
    db.select({ levelId: priceLevelRules.levelId, channelId: priceLevelRules.channelId, channelCode: channels.code, mode: priceLevelRules.mode, adjustPercent: priceLevelRules.adjustPercent })
      .from(priceLevelRules).leftJoin(channels, eq(channels.id, priceLevelRules.channelId)).where(inArray(priceLevelRules.levelId, ids))
      .orderBy(sql`${channels.code} nulls first`),
    db.select({ companyId: customers.companyId, quotation: customers.quotation, count: sql<number>`count(*)::int` }).from(customers)
      .where(and(inArray(customers.companyId, [...new Set(rows.map((row) => row.companyId))]), inArray(customers.quotation, rows.map((row) => row.name)), sql`${customers.deletedAt} is null`))
      .groupBy(customers.companyId, customers.quotation),
  ]);
  return rows.map((row) => ({
    id: row.id, name: row.name, remarks: row.remarks, updatedAt: row.updatedAt.toISOString(),
    groups: groups.filter((group) => group.levelId === row.id).map(({ id, name }) => ({ id, name })),
    rules: rules.filter((rule) => rule.levelId === row.id).map(({ channelId, channelCode, mode, adjustPercent }) => ({ channelId, channelCode, mode, adjustPercent: adjustPercent && plainRate(adjustPercent) })),
    customerCount: counts.find((count) => count.companyId === row.companyId && count.quotation === row.name)?.count ?? 0,
  }));
}

export async function listPriceLevelPage(db: Db, companyId: number, input: ListPriceLevelsInput): Promise<Page<PriceLevelView>> {
  const where = and(eq(priceLevels.companyId, companyId), input.keyword ? ilike(priceLevels.name, `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(priceLevels).where(where).orderBy(asc(priceLevels.name)).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(priceLevels).where(where),
  ]);
  return { list: await priceLevelViews(db, rows), total };
}

/** What the audit log keeps of a level. */
export async function priceLevelSnapshot(db: Db, row: PriceLevelRow) {
  const [view] = await priceLevelViews(db, [row]);
  const { id: _id, updatedAt: _at, customerCount: _count, ...fields } = view;
  return { label: row.name, fields };
}
