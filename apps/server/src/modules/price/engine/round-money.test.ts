import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { roundMoney } from './index.ts';

describe('price engine: money text', () => {
  it.each([
    ['12.3', '12.30'],
    ['14.415', '14.42'],
    ['2.344999', '2.34'],
    ['4.99995', '5.00'],
    ['0', '0.00'],
    ['1234567890.125', '1234567890.13'],
  ])('%s → %s (half up, 2 decimals)', (amount, text) => {
    expect(roundMoney(new Decimal(amount))).toBe(text);
  });
});
