import { z } from 'zod';
import { CURRENCIES } from '../order/enums.ts';
import { FREIGHT_TRIAL_LIMITS, QUOTE_REFUSALS, priceBreakdown, trialPieceSchema } from '../rateCard/trial.ts';
import { RATE_CARD_KINDS } from '../rateCard/rateCard.ts';

/** When an order was priced: at creation (entry or import), at an edit, at its audit, at a re-weigh in the warehouse. */
export const ORDER_PRICE_STAGES = ['created', 'updated', 'audited', 'reweighed'] as const;
export type OrderPriceStage = (typeof ORDER_PRICE_STAGES)[number];

/** Why an order could not be priced (the same reasons a trial gives a channel). */
export const orderPriceRefusal = z.object({ reason: z.enum(QUOTE_REFUSALS), resultCode: z.number().optional(), detail: z.string().optional() });
export type OrderPriceRefusal = z.infer<typeof orderPriceRefusal>;

/** A piece as priced: how many, the weight of one as exact decimal text (kg), its sides (cm). */
export const pricedPiece = z.object({ quantity: z.number(), weight: z.string(), length: z.number().optional(), width: z.number().optional(), height: z.number().optional() });
export type PricedPiece = z.infer<typeof pricedPiece>;

/** One price of an order as stored: its breakdown, or the refusal when it could not be priced. */
export const orderPriceRow = z.object({
  id: z.number(),
  stage: z.enum(ORDER_PRICE_STAGES),
  kind: z.enum(RATE_CARD_KINDS),
  pricedAt: z.string(),
  pricedByName: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  total: z.string().nullable(),
  breakdown: priceBreakdown.nullable(),
  refusal: orderPriceRefusal.nullable(),
  pieces: z.array(pricedPiece),
});
export type OrderPriceRow = z.infer<typeof orderPriceRow>;

export const getOrderPricesInput = z.object({ id: z.number().int().positive() });
export const getOrderPricesOutput = z.object({ list: z.array(orderPriceRow) });
export type GetOrderPricesOutput = z.infer<typeof getOrderPricesOutput>;

/** A re-weigh: the order's pieces as the warehouse measured them. */
export const reweighOrderInput = z.object({
  id: z.number().int().positive(),
  pieces: z.array(trialPieceSchema).min(1).max(FREIGHT_TRIAL_LIMITS.lines),
});
export type ReweighOrderInput = z.output<typeof reweighOrderInput>;
export const reweighOrderOutput = z.object({ total: z.string().nullable(), currency: z.enum(CURRENCIES).nullable(), refusal: orderPriceRefusal.nullable() });
