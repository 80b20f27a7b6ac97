import Decimal from 'decimal.js';
import { baseFreightOf } from './base-freight.ts';
import { Dec, weightText } from './decimal.ts';
import { surchargesOf } from './surcharges.ts';
import type { CompiledRateCard, PriceContext, PriceResult, Shipment } from './types.ts';
import { parseShipment, weightsOf } from './weights.ts';
import { zoneOf } from './zone.ts';

/** 1 plus a price level's percentage: what every figure of the card is multiplied by. */
const levelFactor = ({ adjustPercent }: PriceContext) => (adjustPercent ? new Dec(100).plus(adjustPercent).div(100) : new Dec(1));

/**
 * The price of a shipment on a compiled card (docs/prices.md, "The price engine"): zone, weights, base freight by the
 * break holding the chargeable weight, the minimum charge, then the surcharges in force on the day. Each figure is
 * rounded half up to 2 decimals once and the total is the sum of the rounded figures. A price level's percentage
 * scales each figure before its rounding (a percentage of the base freight follows the scaled base).
 */
export function priceShipment(card: CompiledRateCard, shipment: Shipment, context: PriceContext): PriceResult {
  const zone = zoneOf(card, shipment);
  if (zone === null) return { ok: false, reason: 'noZone' };
  const parsed = parseShipment(shipment);
  const { maxPieceWeight } = card;
  if (maxPieceWeight && parsed.pieces.some((piece) => piece.weight.gt(maxPieceWeight))) {
    return { ok: false, reason: 'overPieceWeight', detail: weightText(maxPieceWeight) };
  }
  const weights = weightsOf(card, parsed);
  const freight = baseFreightOf(card, zone, weights.chargeable, new Dec(parsed.pieceCount));
  if (!freight) return { ok: false, reason: 'overWeight', detail: card.zonePricedTo[zone] };
  const minChargeApplied = card.minCharge.gt(freight);
  const factor = levelFactor(context);
  const baseFreight = (minChargeApplied ? card.minCharge : freight).times(factor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const surcharges = surchargesOf(card, { shipment, parsed, chargeable: weights.chargeable, baseFreight, factor, context });
  if (!surcharges.ok) return { ok: false, reason: 'noRate', detail: surcharges.detail };
  return {
    ok: true,
    price: {
      currency: card.currency,
      zoneCode: card.zones[zone].code,
      zoneName: card.zones[zone].name,
      actualWeight: weightText(weights.actual),
      volumetricWeight: weightText(weights.volumetric),
      chargeableWeight: weightText(weights.chargeable),
      baseFreight: baseFreight.toFixed(2),
      minChargeApplied,
      surcharges: surcharges.lines,
      total: baseFreight.plus(surcharges.sum).toFixed(2),
    },
  };
}
