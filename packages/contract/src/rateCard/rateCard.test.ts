import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { compareDecimalText } from './decimals.ts';
import { saveRateCardInput } from './rateCard.ts';

const card = (over: Record<string, unknown> = {}) => ({
  channelId: 1, kind: 'sell', name: 'US 2026', currency: 'RMB', validFrom: '2026-01-01',
  zones: [{ code: '1', destinations: [{ country: 'US', postcodes: ['10-14', ' 9 '] }] }, { code: '2', destinations: [{ country: 'US' }] }],
  breaks: [
    { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45', '50'] },
    { fromKg: '0.5', toKg: '20', method: 'additional', stepKg: '0.5', prices: ['12', null] },
  ],
  ...over,
});
const problems = (input: unknown) => {
  const result = saveRateCardInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => problemOfIssue(issue, input));
};

describe('rate card contract', () => {
  it('keeps a postcode range with its hyphen and every price as the text typed', () => {
    const parsed = saveRateCardInput.parse(card());
    expect(parsed.zones[0]?.destinations[0]?.postcodes).toEqual(['10-14', '9']);
    expect(parsed.breaks[1]?.prices).toEqual(['12', null]);
  });

  it('names the cell of a gap, an overlap, a negative price and a zone whole in two zones', () => {
    const breaks = (second: Record<string, unknown>) => [{ fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45', '50'] }, { toKg: '20', method: 'perKg', prices: ['1', '2'], ...second }];
    expect(problems(card({ breaks: breaks({ fromKg: '0.6' }) }))).toEqual([{ field: 'breaks.1.fromKg', reason: 'gap' }]);
    expect(problems(card({ breaks: breaks({ fromKg: '0.4' }) }))).toEqual([{ field: 'breaks.1.fromKg', reason: 'overlap' }]);
    expect(problems(card({ breaks: breaks({ fromKg: '0.5', prices: ['-1', '2'] }) }))).toMatchObject([{ field: 'breaks.1.prices.0', reason: 'invalidFormat' }]);
    const twice = [{ code: '1', destinations: [{ country: 'US' }] }, { code: '2', destinations: [{ country: 'US' }] }];
    expect(problems(card({ zones: twice }))).toEqual([{ field: 'zones.1.destinations.0.country', reason: 'duplicate' }]);
  });

  it('refuses an additional break first, a level on a cost card and a public level card', () => {
    expect(problems(card({ breaks: [{ fromKg: '0', toKg: '1', method: 'additional', stepKg: '0.5', prices: ['1', '1'] }] }))).toContainEqual({ field: 'breaks.0.method', reason: 'invalidValue' });
    expect(problems(card({ kind: 'cost', priceLevelId: 3 }))).toEqual([{ field: 'priceLevelId', reason: 'invalidValue' }]);
    expect(problems(card({ public: true, priceLevelId: 3 }))).toEqual([{ field: 'public', reason: 'invalidValue' }]);
  });

  it('compares decimal text exactly', () => {
    expect([compareDecimalText('0.5', '0.50'), compareDecimalText('10', '9.999'), compareDecimalText('0.1', '0.10001')]).toEqual([0, 1, -1]);
  });
});
