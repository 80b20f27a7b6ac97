import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../modules/company/index.ts';
import { insertPostcodes, type PostcodePlace } from '../modules/postcode/index.ts';
import { AU_PLACES, DE_RANGES, GB_DISTRICTS, GB_INWARD_LETTERS, GB_INWARD_PER_DISTRICT, US_RANGES } from './seed-postcodes-data.ts';

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

function expandRanges(country: string, digits: number, ranges: typeof US_RANGES): PostcodePlace[] {
  return ranges.flatMap(([from, to, city, state]) =>
    Array.from({ length: to - from + 1 }, (_, offset) => ({ country, postcode: pad(from + offset, digits), city, state })));
}

/** Each outward code with inward codes 1AA, 2BD, 3DE...: real districts, inward codes of the valid letters. */
function britishPlaces(): PostcodePlace[] {
  return GB_DISTRICTS.flatMap(([districts, city, county]) => districts.split(' ').flatMap((district, at) =>
    Array.from({ length: GB_INWARD_PER_DISTRICT }, (_, index) => {
      const letters = GB_INWARD_LETTERS;
      const inward = `${(index + at) % 9 + 1}${letters[(index * 3 + at) % letters.length]}${letters[(index * 7 + at * 5) % letters.length]}`;
      return { country: 'GB', postcode: `${district} ${inward}`, city, state: county };
    })));
}

/** The demo postcodes (about 500 US, 300 German, 400 British and 50 Australian), for the order form and the city check. */
export function demoPostcodes(): PostcodePlace[] {
  return [
    ...expandRanges('US', 5, US_RANGES), ...expandRanges('DE', 5, DE_RANGES), ...britishPlaces(),
    ...AU_PLACES.map(([postcode, city, state]) => ({ country: 'AU', postcode, city, state })),
  ];
}

/** The demo postcodes for the carrier of this number. */
export async function seedDemoPostcodes(db: Db, companyNo: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  await insertPostcodes(db, company.id, null, demoPostcodes());
}
