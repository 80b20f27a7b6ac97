import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { fieldError, plainRate, type ListRateCardsInput, type Page, type RateCardKind, type RateCardSummary, type RateCardView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { channels } from '../channel/index.ts';
import { priceLevels } from '../priceLevel/index.ts';
import { rateCards } from './rateCard.table.ts';

export type RateCardRow = typeof rateCards.$inferSelect;
type ChannelNames = { channelCode: string; channelNameCn: string; channelNameEn: string; priceLevelName: string | null };

/**
 * Of each channel, kind and price level (or none) of the company, the card of the latest first day not after the day,
 * ended or not: one sort of the company's cards begun by then. The card in force is that card unless it ended before
 * the day (docs/prices.md). Written to lead the statements that use it, whatever the table's statistics (PGlite
 * gathers none): as a relation to read from, never a subquery run again for each card.
 */
const latestBegun = (companyId: number, day: string) => sql`(
      select distinct on (channel_id, kind, coalesce(price_level_id, 0)) id, version, channel_id, price_level_id, kind, valid_to from ${rateCards}
       where company_id = ${companyId} and valid_from <= ${day}::date
       order by channel_id, kind, coalesce(price_level_id, 0), valid_from desc) as latest`;
const notEnded = (day: string) => sql`(latest.valid_to is null or latest.valid_to >= ${day}::date)`;

/** The cards in force on a day, as a condition of a list of cards. */
export function inForceOn(companyId: number, day: string): SQL {
  return sql`${rateCards.id} in (select latest.id from ${latestBegun(companyId, day)} where ${notEnded(day)})`;
}

/** Cost cards stay out of sight of a caller who may not see costs. */
export const visibleKinds = (seesCost: boolean): SQL | undefined => (seesCost ? undefined : ne(rateCards.kind, 'cost'));

/** The company's card; another company's, or a cost card the caller may not see, answers exactly like a missing one. */
export async function findRateCard(db: Db, companyId: number, id: number, seesCost: boolean): Promise<RateCardRow> {
  const [row] = await db.select().from(rateCards).where(and(eq(rateCards.id, id), eq(rateCards.companyId, companyId), visibleKinds(seesCost)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

const summaryColumns = { card: rateCards, channelCode: channels.code, channelNameCn: channels.nameCn, channelNameEn: channels.nameEn, priceLevelName: priceLevels.name };
const withNames = (query: ReturnType<typeof selectSummaries>) => query.innerJoin(channels, eq(channels.id, rateCards.channelId)).leftJoin(priceLevels, eq(priceLevels.id, rateCards.priceLevelId));
const selectSummaries = (db: Db) => db.select(summaryColumns).from(rateCards);

const toSummary = ({ card, ...names }: { card: RateCardRow } & ChannelNames): RateCardSummary => ({
  id: card.id, channelId: card.channelId, ...names, kind: card.kind, priceLevelId: card.priceLevelId, name: card.name, currency: card.currency as RateCardSummary['currency'],
  validFrom: card.validFrom, validTo: card.validTo, public: card.public,
  zoneCount: card.zones.length, breakCount: card.breaks.length, surchargeCount: card.surcharges.length, updatedAt: card.updatedAt.toISOString(),
});

const toView = (joined: { card: RateCardRow } & ChannelNames): RateCardView => {
  const { card } = joined;
  return {
    ...toSummary(joined),
    volumetricBasis: card.volumetricBasis, volumetricDivisor: card.volumetricDivisor, weightStep: plainRate(card.weightStep), minCharge: plainRate(card.minCharge),
    ...(card.maxPieceWeight === null ? {} : { maxPieceWeight: plainRate(card.maxPieceWeight) }),
    ...(card.transitDaysMin === null ? {} : { transitDaysMin: card.transitDaysMin }),
    ...(card.transitDaysMax === null ? {} : { transitDaysMax: card.transitDaysMax }),
    serviceTerms: card.serviceTerms, zones: card.zones, breaks: card.breaks, surcharges: card.surcharges,
  };
};

export async function listRateCardPage(db: Db, companyId: number, seesCost: boolean, input: ListRateCardsInput): Promise<Page<RateCardSummary>> {
  const where = and(
    eq(rateCards.companyId, companyId), visibleKinds(seesCost),
    input.channelId ? eq(rateCards.channelId, input.channelId) : undefined, input.kind ? eq(rateCards.kind, input.kind) : undefined,
    input.priceLevelId ? eq(rateCards.priceLevelId, input.priceLevelId) : undefined,
    input.day ? inForceOn(companyId, input.day) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    withNames(selectSummaries(db)).where(where)
      .orderBy(desc(rateCards.validFrom), channels.code, rateCards.kind, rateCards.id).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(rateCards).where(where),
  ]);
  return { list: rows.map(toSummary), total };
}

/** Whole cards by id, in the order asked; the price module compiles them (its callers scope the ids to a company). */
export async function loadRateCards(db: Db, ids: readonly number[]): Promise<RateCardView[]> {
  if (ids.length === 0) return [];
  const rows = await withNames(selectSummaries(db)).where(inArray(rateCards.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.card.id, toView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getRateCardView(db: Db, companyId: number, id: number, seesCost: boolean): Promise<RateCardView> {
  const row = await findRateCard(db, companyId, id, seesCost);
  const [view] = await loadRateCards(db, [row.id]);
  return view;
}

/** A card in force as pricing needs it: its id and version (the compiled-card cache key), channel and price level. */
export type CardInForce = { id: number; version: number; channelId: number; priceLevelId: number | null; kind: RateCardKind };

/**
 * The winning card of each of the company's channels (or of those named) of the kind on the day: the standard ones,
 * and a price level's own ones beside them when a level is named.
 */
export function cardsInForce(db: Db, companyId: number, kind: RateCardKind, day: string, scope: { channelIds?: readonly number[]; priceLevelId?: number | null } = {}): Promise<CardInForce[]> {
  const { channelIds, priceLevelId } = scope;
  if (channelIds?.length === 0) return Promise.resolve([]);
  return executeRows<CardInForce>(db, cardsInForceSql(companyId, day, { kinds: [kind], channelIds, priceLevelId: priceLevelId ? sql`${priceLevelId}` : undefined }));
}

/**
 * cardsInForce as a statement or a part of a larger one (pricing a new order reads everything in one): the cards of
 * these kinds, the standard ones and those of the price level an expression names (null: none), of the channels named.
 */
export function cardsInForceSql(companyId: number, day: string, scope: { kinds: readonly RateCardKind[]; channelIds?: readonly number[]; priceLevelId?: SQL }): SQL {
  const levels = scope.priceLevelId ? sql`(latest.price_level_id is null or latest.price_level_id = ${scope.priceLevelId})` : sql`latest.price_level_id is null`;
  const named = scope.channelIds ? sql`and latest.channel_id = any(${`{${scope.channelIds.join(',')}}`}::int[])` : sql``;
  return sql`
    select latest.id, latest.version, latest.channel_id as "channelId", latest.price_level_id as "priceLevelId", latest.kind from ${latestBegun(companyId, day)}
     where ${notEnded(day)} and latest.kind = any(${`{${scope.kinds.join(',')}}`}::text[]) and ${levels} ${named}
     order by latest.channel_id`;
}

/** What the audit log keeps of a card: its fields, zones, breaks and surcharges. */
export const rateCardSnapshot = (row: RateCardRow) => {
  const { id: _id, companyId: _company, version: _version, updatedAt: _at, updatedBy: _by, ...fields } = row;
  return { label: `${row.name} ${row.validFrom}`, fields: { ...fields, weightStep: plainRate(row.weightStep), minCharge: plainRate(row.minCharge), maxPieceWeight: row.maxPieceWeight && plainRate(row.maxPieceWeight) } };
};
