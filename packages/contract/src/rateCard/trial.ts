import { z } from 'zod';
import { goodsTypeCode } from '../baseData/baseData.ts';
import { companyNoField } from '../auth/fields.ts';
import { CURRENCIES } from '../order/enums.ts';
import { amountField, countryCode, dimensionField, weightField } from '../order/fields.ts';
import { ORDER_LIMITS } from '../order/limits.ts';
import { RATE_CARD_KINDS, SURCHARGE_KINDS } from './rateCard.ts';

/** A trial's pieces: up to 50 lines of identical pieces. */
export const FREIGHT_TRIAL_LIMITS = { lines: 50, channels: 200 } as const;

/** Identical pieces: how many, the weight of one (kg) and its sides (cm). */
export const trialPieceSchema = z.object({
  quantity: z.number().int().min(1).max(ORDER_LIMITS.piecesPerOrder),
  weight: weightField,
  length: dimensionField.optional(),
  width: dimensionField.optional(),
  height: dimensionField.optional(),
});
export type TrialPiece = z.infer<typeof trialPieceSchema>;

/** What a freight trial, a price query and a comparison ask. */
export const freightTrialFields = {
  country: countryCode,
  postcode: z.string().trim().max(20).default(''),
  city: z.string().trim().max(60).default(''),
  goodsType: goodsTypeCode.default('general'),
  pieces: z.array(trialPieceSchema).min(1).max(FREIGHT_TRIAL_LIMITS.lines),
  declaredValue: amountField.optional(),
  declaredCurrency: z.enum(CURRENCIES).default('USD'),
  insured: z.boolean().default(false),
  codAmount: amountField.optional(),
  /** The day the prices are taken on; today when absent. */
  day: z.iso.date().optional(),
  /** The currency the totals are also shown in, at the day's rate. */
  displayCurrency: z.enum(CURRENCIES).optional(),
  /** Only these channels; all the caller may use when absent. */
  channelIds: z.array(z.number().int().positive()).max(FREIGHT_TRIAL_LIMITS.channels).optional(),
};

const piecesWithinLimit = (trial: { pieces: TrialPiece[] }, ctx: z.RefinementCtx) => {
  const pieces = trial.pieces.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > ORDER_LIMITS.piecesPerOrder) ctx.addIssue({ code: 'custom', path: ['pieces'], params: { reason: 'tooBig', max: ORDER_LIMITS.piecesPerOrder } });
};

/**
 * Staff price a customer's shipment (its price level, its agreements and order rules; absent: the channels' selling
 * cards), or the carrier's cost. A customer's login and a cargo owner price their own.
 */
export const freightTrialInput = z.object({
  ...freightTrialFields,
  customerId: z.number().int().positive().optional(),
  kind: z.enum(RATE_CARD_KINDS).default('sell'),
}).superRefine(piecesWithinLimit);
export type FreightTrialInput = z.output<typeof freightTrialInput>;

/** A cargo owner's comparison: its partner carriers' channels side by side (or one carrier's). */
export const comparePricesInput = z.object({ ...freightTrialFields, carrierCompanyNo: companyNoField.optional() }).superRefine(piecesWithinLimit);
export type ComparePricesInput = z.output<typeof comparePricesInput>;

/** The public price pages: a carrier's public selling cards for a destination and a weight, no login. */
export const publicPriceQueryInput = z.object({
  /** The carrier: the page's companyNo, or the company whose own host the page is opened on. */
  companyNo: companyNoField,
  country: countryCode,
  postcode: z.string().trim().max(20).default(''),
  weight: weightField,
});
export type PublicPriceQueryInput = z.output<typeof publicPriceQueryInput>;

/**
 * Why a channel is not offered: no service to the destination (101001), no zone of its card holds it, over its
 * weight limits, outside the customer's agreement, against an order rule, or no card in force.
 */
export const QUOTE_REFUSALS = ['noService', 'noZone', 'overWeight', 'overPieceWeight', 'notAgreed', 'orderRule', 'noRateCard', 'noRate'] as const;
export type QuoteRefusal = (typeof QUOTE_REFUSALS)[number];

export const surchargeLine = z.object({ kind: z.enum(SURCHARGE_KINDS), goodsType: z.string().optional(), amount: z.string() });
export type SurchargeLine = z.infer<typeof surchargeLine>;

/** The price of a shipment on one card, every figure exact decimal text in the card's currency. */
export const priceBreakdown = z.object({
  rateCardId: z.number(),
  rateCardName: z.string(),
  /** The price level applied (staff see it; a customer's own prices do not name it): its own card, or its percentage. */
  priceLevel: z.object({ name: z.string(), adjustPercent: z.string().nullable() }).nullable(),
  currency: z.enum(CURRENCIES),
  zoneCode: z.string(),
  zoneName: z.string(),
  actualWeight: z.string(),
  volumetricWeight: z.string(),
  chargeableWeight: z.string(),
  baseFreight: z.string(),
  /** Whether the card's minimum charge raised the base freight. */
  minChargeApplied: z.boolean(),
  surcharges: z.array(surchargeLine),
  total: z.string(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

export const channelQuote = z.object({
  channelId: z.number(),
  channelCode: z.string(),
  channelNameCn: z.string(),
  channelNameEn: z.string(),
  /** The carrier whose channel it is (a comparison spans carriers). */
  carrierCompanyNo: z.string(),
  carrierNameCn: z.string(),
  carrierNameEn: z.string(),
  refusal: z.object({ reason: z.enum(QUOTE_REFUSALS), resultCode: z.number().optional(), detail: z.string().optional() }).nullable(),
  price: priceBreakdown.nullable(),
  /** The total in the display currency at the day's rate; null when no rate is in force or none was asked. */
  converted: z.object({ amount: z.string(), currency: z.enum(CURRENCIES), rate: z.string() }).nullable(),
  transitDaysMin: z.number().nullable(),
  transitDaysMax: z.number().nullable(),
  serviceTerms: z.string(),
});
export type ChannelQuote = z.infer<typeof channelQuote>;

/** Offered channels first, the cheapest first (in the display currency where every total converts), then the refused. */
export const freightTrialOutput = z.object({ day: z.string(), quotes: z.array(channelQuote) });
export type FreightTrialOutput = z.infer<typeof freightTrialOutput>;

export const publicPriceQueryOutput = z.object({
  companyNo: z.string(),
  companyNameCn: z.string(),
  companyNameEn: z.string(),
  day: z.string(),
  quotes: z.array(channelQuote.pick({ channelCode: true, channelNameCn: true, channelNameEn: true, transitDaysMin: true, transitDaysMax: true, serviceTerms: true }).extend({
    currency: z.enum(CURRENCIES), chargeableWeight: z.string(), total: z.string(),
  })),
});
export type PublicPriceQueryOutput = z.infer<typeof publicPriceQueryOutput>;
