import type { Currency, SurchargeLine } from '@parcelflow/contract';
import Decimal from 'decimal.js';
import { ZERO } from './decimal.ts';
import type { CompiledRateCard, CompiledSurcharge, PriceContext, Shipment } from './types.ts';
import type { ParsedPiece, ParsedShipment } from './weights.ts';

/** What the surcharges read of a priced shipment. */
export type SurchargeInput = {
  shipment: Shipment;
  parsed: ParsedShipment;
  chargeable: Decimal;
  /** The base freight as the breakdown shows it (after the minimum and the level's percentage, rounded). */
  baseFreight: Decimal;
  /** The price level's factor, applied to every amount not taken from the (already scaled) base freight. */
  factor: Decimal;
  context: PriceContext;
};

export type SurchargesResult = { ok: true; lines: SurchargeLine[]; sum: Decimal } | { ok: false; detail: string };

const inForce = (surcharge: CompiledSurcharge, day: string) =>
  (!surcharge.validFrom || surcharge.validFrom <= day) && (!surcharge.validTo || day <= surcharge.validTo);

/** How many pieces (counting quantity) a surcharge concerns; 0: it does not apply. */
function concernedPieces(surcharge: CompiledSurcharge, { shipment, parsed, context }: SurchargeInput): number {
  const all = parsed.pieceCount;
  const threshold = surcharge.threshold ?? ZERO;
  const count = (concerns: (piece: ParsedPiece) => boolean) => parsed.pieces.reduce((sum, piece) => (concerns(piece) ? sum + piece.count : sum), 0);
  switch (surcharge.kind) {
    case 'fuel':
    case 'peak':
      return all;
    case 'remote':
    case 'extendedRemote':
      return context.remoteClass === surcharge.kind ? all : 0;
    case 'oversize':
      return count((piece) => piece.longestSide !== null && threshold.lt(piece.longestSide));
    case 'overweight':
      return count((piece) => piece.weight.gt(threshold));
    case 'goodsType':
      return parsed.goodsTypeKey === surcharge.goodsTypeKey ? all : 0;
    case 'cod':
      return parsed.codAmount.gt(0) ? all : 0;
    case 'insurance':
      return shipment.insured && parsed.declaredValue.gt(0) ? all : 0;
  }
}

/** The base of a percentage: the COD amount or the declared value in the card's currency (or the missing pair), else the base freight. */
function percentBase(card: CompiledRateCard, surcharge: CompiledSurcharge, { shipment, parsed, baseFreight, context }: SurchargeInput): Decimal | string {
  if (surcharge.kind !== 'cod' && surcharge.kind !== 'insurance') return baseFreight;
  const amount = surcharge.kind === 'cod' ? parsed.codAmount : parsed.declaredValue;
  const from: Currency = shipment.declaredCurrency;
  if (from === card.currency) return amount;
  return context.convert(amount, from, card.currency) ?? `${from}→${card.currency}`;
}

function amountOf(card: CompiledRateCard, surcharge: CompiledSurcharge, concerned: number, input: SurchargeInput): Decimal | string {
  switch (surcharge.basis) {
    case 'fixed':
      return surcharge.amount.times(input.factor);
    case 'perPiece':
      return surcharge.amount.times(concerned).times(input.factor);
    case 'perKg':
      return surcharge.amount.times(input.chargeable).times(input.factor);
    case 'percent': {
      const base = percentBase(card, surcharge, input);
      if (typeof base === 'string') return base;
      // A percentage of the base freight follows the already scaled base; one of the COD or declared value is scaled itself.
      const onOwnBase = surcharge.kind === 'cod' || surcharge.kind === 'insurance';
      return surcharge.fraction.times(base).times(onOwnBase ? input.factor : 1);
    }
  }
}

/**
 * The surcharges in force on the shipment's day that apply to it, in card order, each rounded half up to 2 decimals;
 * a surcharge concerning no piece or amounting to 0.00 is left out. A percentage that needs a missing exchange rate
 * refuses the price (detail: the pair).
 */
export function surchargesOf(card: CompiledRateCard, input: SurchargeInput): SurchargesResult {
  const lines: SurchargeLine[] = [];
  let sum = ZERO;
  for (const surcharge of card.surcharges) {
    if (!inForce(surcharge, input.shipment.day)) continue;
    const concerned = concernedPieces(surcharge, input);
    if (concerned === 0) continue;
    const amount = amountOf(card, surcharge, concerned, input);
    if (typeof amount === 'string') return { ok: false, detail: amount };
    const rounded = amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (rounded.isZero()) continue;
    sum = sum.plus(rounded);
    lines.push({ kind: surcharge.kind, ...(surcharge.goodsType ? { goodsType: surcharge.goodsType } : {}), amount: rounded.toFixed(2) });
  }
  return { ok: true, lines, sum };
}
