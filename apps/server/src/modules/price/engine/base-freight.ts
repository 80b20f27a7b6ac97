import type Decimal from 'decimal.js';
import type { CompiledBreak, CompiledRateCard } from './types.ts';

/** The index of the break whose band (from, to] holds W (the first one for W = 0), or -1 above the last. */
function breakIndexOf(breaks: CompiledBreak[], weight: Decimal): number {
  let low = 0;
  let high = breaks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (weight.lte(breaks[middle].to)) {
      found = middle;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  return found;
}

/** The price of W by break `index` for the zone, or null where the zone has no price (here or below an additional break). */
function priceByBreak(breaks: CompiledBreak[], index: number, zone: number, weight: Decimal, pieces: Decimal): Decimal | null {
  const weightBreak = breaks[index];
  const cell = weightBreak.prices[zone];
  if (!cell) return null;
  switch (weightBreak.method) {
    case 'flat':
      return cell;
    case 'perKg':
      return cell.times(weight);
    case 'perPiece':
      return cell.times(pieces);
    case 'additional': {
      // The price at the band's start is what the break before gives for exactly that weight.
      const atStart = weightBreak.atStart ? weightBreak.atStart[zone] : index > 0 ? priceByBreak(breaks, index - 1, zone, weightBreak.from, pieces) : null;
      if (!atStart || !weightBreak.step) return null;
      return atStart.plus(weight.minus(weightBreak.from).div(weightBreak.step).ceil().times(cell));
    }
  }
}

/** Every zone's price for exactly the weight `at` by a flat, per-kg or settled additional break: one division for all zones. */
function pricesAt(weightBreak: CompiledBreak, at: Decimal): (Decimal | null)[] {
  const { method, step, atStart } = weightBreak;
  const steps = method === 'additional' && step ? at.minus(weightBreak.from).div(step).ceil() : null;
  return weightBreak.prices.map((cell, zone) => {
    if (!cell || method === 'flat') return cell;
    if (method === 'perKg') return cell.times(at);
    const start = atStart?.[zone];
    return start && steps ? start.plus(steps.times(cell)) : null;
  });
}

/**
 * Sets each additional break's price at its start per zone, in order (each from the one before, so a chain of them
 * costs one step each), unless it depends on the pieces (a per-piece break below): that one is priced per shipment.
 */
export function settleStartPrices(breaks: CompiledBreak[]): void {
  for (let index = 1; index < breaks.length; index++) {
    const below = breaks[index - 1];
    const dependsOnPieces = below.method === 'perPiece' || (below.method === 'additional' && !below.atStart);
    if (breaks[index].method === 'additional' && !dependsOnPieces) breaks[index].atStart = pricesAt(below, breaks[index].from);
  }
}

/** The base freight of chargeable weight W in the zone, before the minimum charge; null: over the zone's weight limit. */
export function baseFreightOf(card: CompiledRateCard, zone: number, weight: Decimal, pieces: Decimal): Decimal | null {
  const index = breakIndexOf(card.breaks, weight);
  return index < 0 ? null : priceByBreak(card.breaks, index, zone, weight, pieces);
}
