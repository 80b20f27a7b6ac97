import { cityKeyOf, normalisePostcode } from '@parcelflow/contract';

/** The row as stored: the typed values and the compared forms beside them. */
export function storedPostcode(row: { country: string; postcode: string; city: string; state: string }) {
  return { country: row.country, postcode: row.postcode, postcodeKey: normalisePostcode(row.postcode), city: row.city, cityKey: cityKeyOf(row.city), state: row.state };
}

/** The natural key as the import's declaration writes it (postcodeTable.keyOf). */
export const naturalKeyOf = (country: string, postcodeKey: string) => `${country} ${postcodeKey}`;
