import { and, eq, sql } from 'drizzle-orm';
import { builtInBaseData, CommandError, fieldError, RESULT_CODES, type SaveRateCardInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { goodsTypesByName } from '../baseData/index.ts';
import { channels } from '../channel/index.ts';
import { findUnknownCountries } from '../country/index.ts';
import { priceLevels } from '../priceLevel/index.ts';
import { rateCardSnapshot } from './rateCard.queries.ts';
import { rateCards } from './rateCard.table.ts';

/**
 * Who saves a card: the request's caller (its company scopes every read and write, its user is the card's
 * updatedBy and the audit log's author, its functions say whether it may touch cost cards) and the request's
 * address for the audit log. A command passes its own context; the Excel import passes the same.
 */
export type RateCardSaver = Pick<GuardedContext, 'caller' | 'ip'>;

/** Cost cards are finance's: seen, saved and deleted only with rateCard.cost (else 10021, as any missing function). */
export function assertMayTouchCost(saver: RateCardSaver, kind: string): void {
  if (kind === 'cost' && !saver.caller.functions.has('rateCard.cost')) throw new CommandError(RESULT_CODES.noPermission, { permission: 'rateCard.cost' });
}

async function assertOwnChannel(db: Db, companyId: number, channelId: number): Promise<void> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.id, channelId), eq(channels.companyId, companyId)));
  if (!row) throw fieldError('channelId', 'notFound');
}

async function assertOwnPriceLevel(db: Db, companyId: number, priceLevelId: number | null): Promise<void> {
  if (!priceLevelId) return;
  const [row] = await db.select({ id: priceLevels.id }).from(priceLevels).where(and(eq(priceLevels.id, priceLevelId), eq(priceLevels.companyId, companyId)));
  if (!row) throw fieldError('priceLevelId', 'notFound');
}

/** The first destination of an unknown country, named by its path. */
async function assertKnownZoneCountries(db: Db, zones: SaveRateCardInput['zones']): Promise<void> {
  const unknown = new Set(await findUnknownCountries(db, zones.flatMap((zone) => zone.destinations.map((destination) => destination.country))));
  zones.forEach((zone, zoneIndex) => zone.destinations.forEach((destination, index) => {
    if (unknown.has(destination.country.toUpperCase())) throw fieldError(`zones.${zoneIndex}.destinations.${index}.country`, 'notFound', { value: destination.country });
  }));
}

/** A goods-type surcharge names a built-in goods type or one of the company's own. */
async function assertKnownGoodsTypes(db: Db, companyId: number, surcharges: SaveRateCardInput['surcharges']): Promise<void> {
  const named = surcharges.map((surcharge, index) => ({ index, code: surcharge.goodsType })).filter((entry) => entry.code && !builtInBaseData('goodsType', entry.code));
  if (named.length === 0) return;
  const own = await goodsTypesByName(db, companyId);
  const unknown = named.find((entry) => !own.has(entry.code!.toLowerCase()));
  if (unknown) throw fieldError(`surcharges.${unknown.index}.goodsType`, 'notFound', { value: unknown.code! });
}

const columnsOf = (card: Omit<SaveRateCardInput, 'id'>) => ({
  ...card, maxPieceWeight: card.maxPieceWeight ?? null, transitDaysMin: card.transitDaysMin ?? null, transitDaysMax: card.transitDaysMax ?? null,
});

/**
 * Creates a card (no id) or replaces one whole, bumping its version, in one audited transaction. Beyond the
 * contract's checks: the channel and the price level are the company's, zone countries and surcharge goods types are known, one card per
 * channel, kind and first day (`validFrom` duplicate), and cost cards need rateCard.cost.
 */
export async function saveRateCard(db: Db, saver: RateCardSaver, input: SaveRateCardInput): Promise<{ id: number }> {
  const { companyId, userId } = saver.caller;
  const { id, ...card } = input;
  assertMayTouchCost(saver, card.kind);
  await assertOwnChannel(db, companyId, card.channelId);
  await assertOwnPriceLevel(db, companyId, card.priceLevelId);
  await assertKnownZoneCountries(db, card.zones);
  await assertKnownGoodsTypes(db, companyId, card.surcharges);
  try {
    return await auditedWrite({ db, ...saver }, async ({ tx, findOwn }) => {
      const old = id ? await findOwn(rateCards, id, { lock: true }) : undefined;
      if (old) assertMayTouchCost(saver, old.kind);
      const values = { ...columnsOf(card), updatedAt: new Date(), updatedBy: userId };
      const [row] = old
        ? await tx.update(rateCards).set({ ...values, version: sql`${rateCards.version} + 1` }).where(eq(rateCards.id, old.id)).returning()
        : await tx.insert(rateCards).values({ ...values, companyId }).returning();
      const after = rateCardSnapshot(row);
      return { answer: { id: row.id }, changes: [{ entity: 'rateCard', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && rateCardSnapshot(old).fields, after: after.fields }] };
    });
  } catch (error) {
    // One card per channel, kind and first day: the first day is what the user changes.
    if (findUniqueViolation(error) === 'rate_cards_channel_kind_day_key') throw fieldError('validFrom', 'duplicate');
    throw error;
  }
}
