import { and, asc, count, eq, gt, ilike, inArray, like, type SQL } from 'drizzle-orm';
import { normalisePostcode, postcodeFilter, POSTCODE_LOOKUP_MAX, type ListPostcodesInput, type LookupPostcodeOutput, type PostcodeFilter } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { postcodes } from './postcode.table.ts';
import { naturalKeyOf } from './postcode-keys.ts';

const EXPORT_BATCH = 5000;

/** LIKE's own characters in a user's text are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(companyId: number, filter: PostcodeFilter): SQL | undefined {
  return and(
    eq(postcodes.companyId, companyId),
    filter.country ? eq(postcodes.country, filter.country) : undefined,
    filter.postcodePrefix ? like(postcodes.postcodeKey, `${escapeLike(normalisePostcode(filter.postcodePrefix))}%`) : undefined,
    filter.city ? ilike(postcodes.city, `%${escapeLike(filter.city)}%`) : undefined,
  );
}

const listColumns = { id: postcodes.id, country: postcodes.country, postcode: postcodes.postcode, city: postcodes.city, state: postcodes.state, updatedAt: postcodes.updatedAt };

/** One page by country and postcode, and how many rows the filters select. */
export async function listPostcodePage(db: Db, companyId: number, input: ListPostcodesInput) {
  const where = whereOf(companyId, input);
  const [list, [{ total }]] = await Promise.all([
    db.select(listColumns).from(postcodes).where(where).orderBy(asc(postcodes.country), asc(postcodes.postcodeKey))
      .limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: count() }).from(postcodes).where(where),
  ]);
  return { list, total };
}

/**
 * What the company's data gives for a postcode of a country: its place, else the places of the postcodes starting with
 * it (from two characters on), and whether the company keeps that country at all.
 */
export async function lookupPostcode(db: Db, companyId: number, country: string, postcode: string): Promise<LookupPostcodeOutput> {
  const key = normalisePostcode(postcode);
  const inCountry = and(eq(postcodes.companyId, companyId), eq(postcodes.country, country));
  const placeColumns = { postcode: postcodes.postcode, city: postcodes.city, state: postcodes.state };
  const exact = await db.select(placeColumns).from(postcodes).where(and(inCountry, eq(postcodes.postcodeKey, key))).limit(1);
  if (exact.length) return { countryKnown: true, places: exact };
  const places = key.length < 2 ? [] : await db.select(placeColumns).from(postcodes)
    .where(and(inCountry, like(postcodes.postcodeKey, `${escapeLike(key)}%`))).orderBy(asc(postcodes.postcodeKey)).limit(POSTCODE_LOOKUP_MAX);
  if (places.length) return { countryKnown: true, places };
  const [known] = await db.select({ id: postcodes.id }).from(postcodes).where(inCountry).limit(1);
  return { countryKnown: Boolean(known), places };
}

/** Of these natural keys ("US 10001"), the ones the company holds: one statement per country among them. */
export async function existingPostcodeKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const byCountry = new Map<string, string[]>();
  for (const key of keys) {
    const [country, postcodeKey] = key.split(' ');
    const list = byCountry.get(country) ?? [];
    list.push(postcodeKey);
    byCountry.set(country, list);
  }
  const taken = new Set<string>();
  for (const [country, postcodeKeys] of byCountry) {
    const rows = await db.select({ postcodeKey: postcodes.postcodeKey }).from(postcodes)
      .where(and(eq(postcodes.companyId, companyId), eq(postcodes.country, country), inArray(postcodes.postcodeKey, postcodeKeys)));
    for (const row of rows) taken.add(naturalKeyOf(country, row.postcodeKey));
  }
  return taken;
}

/** The export's rows in the order they were added, in keyset batches by id within the list's filters. */
export function postcodeExportRows(db: Db, companyId: number, filter: unknown) {
  const where = whereOf(companyId, postcodeFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: count() }).from(postcodes).where(where))[0].total,
    batches: async function* () {
      let after = 0;
      for (;;) {
        const batch = await db.select({ id: postcodes.id, country: postcodes.country, postcode: postcodes.postcode, city: postcodes.city, state: postcodes.state })
          .from(postcodes).where(and(where, gt(postcodes.id, after))).orderBy(asc(postcodes.id)).limit(EXPORT_BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}
