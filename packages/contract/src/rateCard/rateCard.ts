import { z } from 'zod';
import { goodsTypeCode } from '../baseData/baseData.ts';
import { isPostcodeRule } from '../channel/destinations.ts';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { countryCode } from '../order/fields.ts';
import { compareDecimalText, kgBoundText, kgText, priceText } from './decimals.ts';

/**
 * A rate card: what a channel costs the carrier (cost) or what it sells it for (sell), by zone and weight, with its
 * surcharges, in force from a day (docs/prices.md). Zones are made of countries, postcode rules and cities; weight
 * breaks run down from 0 with no gap and no overlap, one price per zone each.
 */
export const RATE_CARD_LIMITS = {
  nameMax: 60, zonesMax: 50, zoneCodeMax: 10, zoneNameMax: 40, destinationsPerZone: 250, rulesPerDestination: 200, citiesPerDestination: 50, cityMax: 60,
  breaksMax: 300, surchargesMax: 30, serviceTermsMax: 500, transitDaysMax: 365,
} as const;

export const RATE_CARD_KINDS = ['sell', 'cost'] as const;
export type RateCardKind = (typeof RATE_CARD_KINDS)[number];

/**
 * How a weight break prices the chargeable weight W of its band (from, to]: `flat` the cell is the price of the
 * shipment; `perKg` cell × W; `additional` the price at the band's start plus the cell for each step (or part of one)
 * above it (首重/续重 is a flat first break followed by an additional one); `perPiece` cell × pieces.
 */
export const RATE_METHODS = ['flat', 'perKg', 'additional', 'perPiece'] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

/** Whether volumetric weight counts, and per piece or over the whole shipment. */
export const VOLUMETRIC_BASES = ['none', 'piece', 'shipment'] as const;
export type VolumetricBasis = (typeof VOLUMETRIC_BASES)[number];
/** cm³ per kg. */
export const VOLUMETRIC_DIVISORS = [5000, 6000, 8000] as const;

/**
 * Surcharges a card may carry. `remote` and `extendedRemote` apply where the remote-area data classes the
 * destination so for the channel; `oversize` to each piece whose longest side exceeds the threshold (cm);
 * `overweight` to each piece heavier than the threshold (kg); `goodsType` to orders of its goods type (battery,
 * liquid…); `fuel` and `peak` to every shipment while in force; `cod` to a cash-on-delivery order; `insurance` to an
 * insured one.
 */
export const SURCHARGE_KINDS = ['fuel', 'remote', 'extendedRemote', 'oversize', 'overweight', 'goodsType', 'peak', 'cod', 'insurance'] as const;
export type SurchargeKind = (typeof SURCHARGE_KINDS)[number];

/**
 * What a surcharge's amount is: a fixed amount per shipment, per piece (oversize and overweight: per piece concerned),
 * per chargeable kg, or a percentage of its base: base freight, the COD amount (cod) or the declared value (insurance).
 */
export const SURCHARGE_BASES = ['fixed', 'perPiece', 'perKg', 'percent'] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];
/** The surcharges a threshold drives. */
export const THRESHOLD_SURCHARGES: readonly SurchargeKind[] = ['oversize', 'overweight'];

const L = RATE_CARD_LIMITS;
const idField = z.number().int().positive();
const issue = (ctx: z.RefinementCtx, path: (string | number)[], reason: string) => ctx.addIssue({ code: 'custom', path, params: { reason } });

/** One country of a zone: the whole country, or only its postcodes matching a rule (prefix or range) or its cities. */
export const zoneDestinationSchema = z.object({
  country: countryCode,
  // A rule keeps its range hyphen ("10-14"); spaces go, as remote-area rules are read.
  postcodes: z.array(z.string().trim().transform((rule) => rule.toUpperCase().replace(/\s+/g, '')).refine(isPostcodeRule, { params: { reason: 'invalidFormat' } }))
    .max(L.rulesPerDestination).default([]),
  cities: z.array(z.string().trim().min(1).max(L.cityMax)).max(L.citiesPerDestination).default([]),
});
export type ZoneDestination = z.output<typeof zoneDestinationSchema>;

export const zoneSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(L.zoneCodeMax).regex(/^[A-Z0-9_-]+$/),
  name: z.string().trim().max(L.zoneNameMax).default(''),
  destinations: z.array(zoneDestinationSchema).min(1).max(L.destinationsPerZone),
});
export type Zone = z.output<typeof zoneSchema>;

/** A weight break: the band (fromKg, toKg], how it prices, and one price per zone in the card's zone order (null: not served). */
export const weightBreakSchema = z.object({
  fromKg: kgBoundText,
  toKg: kgText,
  method: z.enum(RATE_METHODS),
  /** The step of an `additional` break (续重单位), kg. */
  stepKg: kgText.optional(),
  prices: z.array(priceText.nullable()),
});
export type WeightBreak = z.output<typeof weightBreakSchema>;

export const surchargeSchema = z.object({
  kind: z.enum(SURCHARGE_KINDS),
  basis: z.enum(SURCHARGE_BASES),
  /** An amount in the card's currency, or a percentage when basis is percent. */
  amount: priceText,
  /** The goods type a `goodsType` surcharge applies to. */
  goodsType: goodsTypeCode.optional(),
  /** Longest side in cm (oversize) or a piece's weight in kg (overweight) above which a piece is charged. */
  threshold: kgText.optional(),
  /** In force from and to these days (both included); absent: as long as the card. */
  validFrom: z.iso.date().optional(),
  validTo: z.iso.date().optional(),
});
export type Surcharge = z.output<typeof surchargeSchema>;

/** The card's own fields, the form's: zones, weight breaks and surcharges come with them (or from its Excel file). */
export const rateCardHeaderFields = {
  channelId: idField,
  kind: z.enum(RATE_CARD_KINDS),
  /** A selling card of a price level: what its customers pay on the channel where the level prices on its own cards. */
  priceLevelId: idField.nullable().default(null),
  name: z.string().trim().min(1).max(L.nameMax),
  currency: z.enum(CURRENCIES),
  /** In force from this day until the day before the channel's next card of its kind, or until validTo. */
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable().default(null),
  /** A selling card shown on the public price pages. */
  public: z.boolean().default(false),
  volumetricBasis: z.enum(VOLUMETRIC_BASES).default('shipment'),
  volumetricDivisor: z.union(VOLUMETRIC_DIVISORS.map((divisor) => z.literal(divisor))).default(5000),
  /** The chargeable weight is rounded up to a multiple of this step (e.g. 0.5 kg). */
  weightStep: kgText.default('0.5'),
  minCharge: priceText.default('0'),
  /** The heaviest piece the channel takes, kg; absent: no limit but the last break's. */
  maxPieceWeight: kgText.optional(),
  transitDaysMin: z.number().int().min(0).max(L.transitDaysMax).optional(),
  transitDaysMax: z.number().int().min(0).max(L.transitDaysMax).optional(),
  serviceTerms: z.string().trim().max(L.serviceTermsMax).default(''),
};

export const rateCardTableFields = {
  zones: z.array(zoneSchema).min(1).max(L.zonesMax),
  breaks: z.array(weightBreakSchema).min(1).max(L.breaksMax),
  surcharges: z.array(surchargeSchema).max(L.surchargesMax).default([]),
};

type HeaderShape = { kind: RateCardKind; priceLevelId: number | null; public: boolean; validFrom: string; validTo: string | null; transitDaysMin?: number; transitDaysMax?: number };

export function checkRateCardHeader(card: HeaderShape, ctx: z.RefinementCtx): void {
  if (card.validTo && card.validTo < card.validFrom) issue(ctx, ['validTo'], 'tooSmall');
  if (card.public && (card.kind !== 'sell' || card.priceLevelId)) issue(ctx, ['public'], 'invalidValue');
  if (card.priceLevelId && card.kind !== 'sell') issue(ctx, ['priceLevelId'], 'invalidValue');
  if (card.transitDaysMin !== undefined && card.transitDaysMax !== undefined && card.transitDaysMax < card.transitDaysMin) issue(ctx, ['transitDaysMax'], 'tooSmall');
}

type TableShape = z.output<z.ZodObject<typeof rateCardTableFields>>;

/** Zone codes once; a country served whole by one zone only, and a postcode rule or city in one zone only. */
function checkZones(zones: TableShape['zones'], ctx: z.RefinementCtx): void {
  const codes = new Set<string>();
  const places = new Set<string>();
  zones.forEach((zone, zoneIndex) => {
    if (codes.has(zone.code)) issue(ctx, ['zones', zoneIndex, 'code'], 'duplicate');
    codes.add(zone.code);
    zone.destinations.forEach((destination, index) => {
      const keys = destination.postcodes.length || destination.cities.length
        ? [...destination.postcodes.map((rule) => `p:${rule}`), ...destination.cities.map((city) => `c:${city.toLowerCase()}`)]
        : ['whole'];
      for (const key of keys) {
        const place = `${destination.country}\t${key}`;
        if (places.has(place)) issue(ctx, ['zones', zoneIndex, 'destinations', index, 'country'], 'duplicate');
        places.add(place);
      }
    });
  });
}

/** Breaks run from 0 upwards, each starting where the one before ends, with a price (or none) per zone. */
function checkBreaks({ zones, breaks }: TableShape, ctx: z.RefinementCtx): void {
  breaks.forEach((weightBreak, index) => {
    const path = ['breaks', index];
    if (index === 0 && compareDecimalText(weightBreak.fromKg, '0') !== 0) issue(ctx, [...path, 'fromKg'], 'gap');
    const previous = breaks[index - 1];
    if (previous) {
      const order = compareDecimalText(weightBreak.fromKg, previous.toKg);
      if (order < 0) issue(ctx, [...path, 'fromKg'], 'overlap');
      if (order > 0) issue(ctx, [...path, 'fromKg'], 'gap');
    }
    if (compareDecimalText(weightBreak.toKg, weightBreak.fromKg) <= 0) issue(ctx, [...path, 'toKg'], 'tooSmall');
    if (weightBreak.method === 'additional' && !weightBreak.stepKg) issue(ctx, [...path, 'stepKg'], 'required');
    if (weightBreak.method === 'additional' && index === 0) issue(ctx, [...path, 'method'], 'invalidValue');
    if (weightBreak.prices.length !== zones.length) issue(ctx, [...path, 'prices'], 'mismatch');
    if (weightBreak.method === 'additional' && previous) {
      weightBreak.prices.forEach((price, zone) => {
        if (price !== null && previous.prices[zone] === null) issue(ctx, [...path, 'prices', zone], 'invalidValue');
      });
    }
  });
}

function checkSurcharges(surcharges: TableShape['surcharges'], ctx: z.RefinementCtx): void {
  surcharges.forEach((surcharge, index) => {
    const path = ['surcharges', index];
    if (surcharge.kind === 'goodsType' && !surcharge.goodsType) issue(ctx, [...path, 'goodsType'], 'required');
    if (surcharge.kind !== 'goodsType' && surcharge.goodsType) issue(ctx, [...path, 'goodsType'], 'invalidValue');
    if (THRESHOLD_SURCHARGES.includes(surcharge.kind) !== Boolean(surcharge.threshold)) issue(ctx, [...path, 'threshold'], surcharge.threshold ? 'invalidValue' : 'required');
    if (surcharge.basis === 'percent' && compareDecimalText(surcharge.amount, '1000') > 0) issue(ctx, [...path, 'amount'], 'tooBig');
    if (surcharge.validFrom && surcharge.validTo && surcharge.validTo < surcharge.validFrom) issue(ctx, [...path, 'validTo'], 'tooSmall');
  });
}

export function checkRateCardTable(table: TableShape, ctx: z.RefinementCtx): void {
  checkZones(table.zones, ctx);
  checkBreaks(table, ctx);
  checkSurcharges(table.surcharges, ctx);
}

/** A new card (no id) or a change, whole: its fields, zones, weight breaks and surcharges. */
export const saveRateCardInput = z
  .object({ id: idField.optional(), ...rateCardHeaderFields, ...rateCardTableFields })
  .superRefine((card, ctx) => {
    checkRateCardHeader(card, ctx);
    checkRateCardTable(card, ctx);
  });
export type SaveRateCardInput = z.output<typeof saveRateCardInput>;

export const listRateCardsInput = z.object({
  ...pageQueryFields,
  channelId: idField.optional(),
  kind: z.enum(RATE_CARD_KINDS).optional(),
  /** A level's own cards; absent: every card. */
  priceLevelId: idField.optional(),
  /** Cards in force on this day. */
  day: z.iso.date().optional(),
});
export type ListRateCardsInput = z.infer<typeof listRateCardsInput>;

export const rateCardSummary = z.object({
  id: z.number(),
  channelId: z.number(),
  channelCode: z.string(),
  channelNameCn: z.string(),
  channelNameEn: z.string(),
  kind: z.enum(RATE_CARD_KINDS),
  priceLevelId: z.number().nullable(),
  priceLevelName: z.string().nullable(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  public: z.boolean(),
  zoneCount: z.number(),
  breakCount: z.number(),
  surchargeCount: z.number(),
  updatedAt: z.string(),
});
export type RateCardSummary = z.infer<typeof rateCardSummary>;

const zoneView = z.object({ code: z.string(), name: z.string(), destinations: z.array(z.object({ country: z.string(), postcodes: z.array(z.string()), cities: z.array(z.string()) })) });
const breakView = z.object({ fromKg: z.string(), toKg: z.string(), method: z.enum(RATE_METHODS), stepKg: z.string().optional(), prices: z.array(z.string().nullable()) });
const surchargeView = z.object({
  kind: z.enum(SURCHARGE_KINDS), basis: z.enum(SURCHARGE_BASES), amount: z.string(), goodsType: z.string().optional(), threshold: z.string().optional(),
  validFrom: z.string().optional(), validTo: z.string().optional(),
});

/** A whole card as its page and its form read it. */
export const rateCardView = rateCardSummary.extend({
  volumetricBasis: z.enum(VOLUMETRIC_BASES),
  volumetricDivisor: z.number(),
  weightStep: z.string(),
  minCharge: z.string(),
  maxPieceWeight: z.string().optional(),
  transitDaysMin: z.number().optional(),
  transitDaysMax: z.number().optional(),
  serviceTerms: z.string(),
  zones: z.array(zoneView),
  breaks: z.array(breakView),
  surcharges: z.array(surchargeView),
});
export type RateCardView = z.infer<typeof rateCardView>;

export const rateCardIdInput = z.object({ id: idField });
