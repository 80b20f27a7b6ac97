import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@parcelflow/contract';
import { isoCountryRows } from './country.seed.ts';

describe('the countries table', () => {
  it("holds exactly the contract's country codes, so the form and the table never disagree", () => {
    expect(isoCountryRows().map((row) => row.code)).toEqual([...COUNTRY_CODES].sort());
  });

  it('names every country in the three languages, none by its bare code', () => {
    const unnamed = isoCountryRows().filter((row) => [row.nameZhCn, row.nameZhTw, row.nameEn].includes(row.code));
    expect(unnamed).toEqual([]);
    expect(isoCountryRows().find((row) => row.code === 'TW')).toMatchObject({ alpha3: 'TWN', nameZhTw: '台灣', nameEn: 'Taiwan' });
  });
});
