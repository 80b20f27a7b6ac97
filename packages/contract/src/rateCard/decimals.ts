import { z } from 'zod';

/**
 * Prices, percentages and weights of a rate card travel as exact decimal text, never as floats (docs/finance.md). A
 * spreadsheet's number cell arrives as a number and is read as the text it shows.
 */
const decimalText = (integerDigits: number, decimals: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string().trim().regex(new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`)),
  );

const aboveZero = (text: string) => /[1-9]/.test(text);

/** A price or an amount, not negative: at most 10 digits before the point and 4 after. */
export const priceText = decimalText(10, 4);
/** A weight in kg above 0, at most 3 decimals as an order's weight. */
export const kgText = decimalText(6, 3).refine(aboveZero, { params: { reason: 'tooSmall' } });
/** A weight bound in kg, 0 allowed (the first weight break starts at 0). */
export const kgBoundText = decimalText(6, 3);

/** Compares two decimal texts of the forms above exactly (no float): -1, 0 or 1. */
export function compareDecimalText(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  const wholeA = aWhole.replace(/^0+(?=\d)/, '');
  const wholeB = bWhole.replace(/^0+(?=\d)/, '');
  if (wholeA.length !== wholeB.length) return wholeA.length < wholeB.length ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const left = wholeA + aFraction.padEnd(width, '0');
  const right = wholeB + bFraction.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}
