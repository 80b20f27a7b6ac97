import Decimal from 'decimal.js';

/**
 * The engine's own decimal constructor: 40 significant digits hold a 10-digit price times a 6-digit weight exactly
 * (the library's default of 20 would round them), whatever another module sets on the shared Decimal.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const ZERO = new Dec(0);

/** Money as the breakdown shows it: half up to 2 decimals, always 2 decimals ("12.30"). */
export function roundMoney(amount: Decimal): string {
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** A weight as plain decimal text without trailing zeros ("12.5", "13"). */
export const weightText = (weight: Decimal): string => weight.toFixed();
