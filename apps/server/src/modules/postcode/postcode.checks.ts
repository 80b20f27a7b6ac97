import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cityKeyOf, CommandError, normalisePostcode, RESULT_CODES } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { dataSwitchesOf, switchOnSql } from '../dataSwitch/index.ts';
import { postcodes } from './postcode.table.ts';

/** What the check reads of an order's receiver. */
export type ReceiverPlace = { country: string; postcode?: string; city?: string };

/** Receivers per statement: on PGlite a statement runs on the request loop, so a file's check is cut into short ones. */
const RECEIVERS_PER_CHECK = 5000;

/**
 * Of these receivers, the ones whose postcode the company's data holds for their country with another city (compared
 * without case or accents): their indexes, with the city the data gives. A receiver without postcode or city, or whose
 * postcode the data does not hold (a company's list may be partial), is not checked; nor is any of a country the
 * company keeps no postcodes of. A company that switched the check off (systemManagent/dataUpdate) has none.
 */
export async function postcodeCityMismatches(db: Db, companyId: number, receivers: readonly ReceiverPlace[]): Promise<{ index: number; city: string }[]> {
  const found: { index: number; city: string }[] = [];
  for (let from = 0; from < receivers.length; from += RECEIVERS_PER_CHECK) {
    const part = receivers.slice(from, from + RECEIVERS_PER_CHECK);
    const byCountry = new Map<string, Map<string, number[]>>();
    part.forEach((receiver, index) => {
      if (!receiver.postcode || !receiver.city) return;
      const keys = byCountry.get(receiver.country) ?? new Map<string, number[]>();
      const key = normalisePostcode(receiver.postcode);
      keys.set(key, [...(keys.get(key) ?? []), from + index]);
      byCountry.set(receiver.country, keys);
    });
    for (const [country, keys] of byCountry) {
      const rows = await db.select({ postcodeKey: postcodes.postcodeKey, city: postcodes.city, cityKey: postcodes.cityKey }).from(postcodes)
        .where(and(eq(postcodes.companyId, companyId), eq(postcodes.country, country), inArray(postcodes.postcodeKey, [...keys.keys()])));
      for (const row of rows) {
        for (const index of keys.get(row.postcodeKey) ?? []) {
          if (cityKeyOf(receivers[index].city ?? '') !== row.cityKey) found.push({ index, city: row.city });
        }
      }
    }
  }
  // The switch is read only when something disagrees: orders that pass pay nothing for it.
  if (!found.length || !(await dataSwitchesOf(db, companyId)).postcodeCheck) return [];
  return found.sort((a, b) => a.index - b.index);
}

/** 40002 on the receiver's city, naming the city the data gives its postcode. */
export const postcodeMismatchError = (city: string) =>
  new CommandError(RESULT_CODES.postcodeCityMismatch, { field: 'receiver.city', fields: 'receiver.postcode, receiver.city', city });

/**
 * Order entry's check (createOrder, updateOrder) as a WHEN of the order's one checking statement (orderFieldsProblem):
 * 'postcodeCity:<the city the data gives>' where postcodeCityMismatches would find one, so entry reads nothing more.
 * Always the same text, every value a parameter (createOrder's statement is prepared per text): a receiver without a
 * postcode looks up the key '', which no row holds.
 */
export function postcodeMismatchWhen(companyId: number, receiver: ReceiverPlace): SQL {
  const postcodeKey = normalisePostcode(receiver.postcode ?? '');
  const place = and(eq(postcodes.companyId, companyId), eq(postcodes.country, sql`${receiver.country}::text`), eq(postcodes.postcodeKey, sql`${postcodeKey}::text`));
  const otherCity = sql`(select ${postcodes.city} from ${postcodes} where ${place} and ${postcodes.cityKey} <> ${cityKeyOf(receiver.city ?? '')}::text)`;
  return sql`
      when ${otherCity} is not null and ${switchOnSql(companyId, 'postcodeCheck')} then 'postcodeCity:' || ${otherCity}`;
}
