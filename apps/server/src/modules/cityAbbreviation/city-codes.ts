import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cityAbbreviations } from './cityAbbreviation.table.ts';

/** How a place is looked up: its country and its city, trimmed and in lower case. */
export const placeKey = (country = '', city = '') => `${country.toUpperCase()} ${city.trim().toLowerCase()}`;

/**
 * The company's abbreviations of these places (a label's receiver cities), by placeKey: a city matches its Chinese
 * or its English name whatever the case. One statement for the whole batch.
 */
export async function cityCodesOf(db: Db, companyId: number, places: readonly { country?: string; city?: string }[]): Promise<Map<string, string>> {
  const cities = [...new Set(places.map((place) => (place.city ?? '').trim().toLowerCase()).filter(Boolean))];
  if (cities.length === 0) return new Map();
  const countries = [...new Set(places.map((place) => (place.country ?? '').toUpperCase()))];
  const rows = await db.select({ countryCode: cityAbbreviations.countryCode, cityName: cityAbbreviations.cityName, cityNameEn: cityAbbreviations.cityNameEn, code: cityAbbreviations.code })
    .from(cityAbbreviations)
    .where(and(
      eq(cityAbbreviations.companyId, companyId),
      inArray(cityAbbreviations.countryCode, countries),
      or(inArray(sql`lower(${cityAbbreviations.cityName})`, cities), inArray(sql`lower(${cityAbbreviations.cityNameEn})`, cities)),
    ))
    .orderBy(cityAbbreviations.id);
  const codes = new Map<string, string>();
  for (const row of rows) {
    for (const name of [row.cityName, row.cityNameEn].filter(Boolean)) {
      const key = placeKey(row.countryCode, name);
      if (!codes.has(key)) codes.set(key, row.code);
    }
  }
  return codes;
}
