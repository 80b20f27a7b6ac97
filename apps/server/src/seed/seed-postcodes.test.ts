import { describe, expect, it } from 'vitest';
import { postcodeFitsCountry, postcodeTable } from '@parcelflow/contract';
import { demoPostcodes } from './seed-postcodes.ts';

describe('demo postcodes', () => {
  it('are a few hundred per country, each of its country\'s format and listed once', () => {
    const places = demoPostcodes();
    const count = (country: string) => places.filter((place) => place.country === country).length;
    for (const country of ['US', 'DE', 'GB']) expect(count(country), country).toBeGreaterThan(250);
    expect(count('AU')).toBe(50);
    expect(places).toHaveLength(count('US') + count('DE') + count('GB') + count('AU'));
    expect(places.filter((place) => !postcodeFitsCountry(place.postcode, place.country))).toEqual([]);
    const keys = places.map((place) => postcodeTable.keyOf({ ...place, country: place.country as 'US' }));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
