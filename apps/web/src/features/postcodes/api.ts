import { COUNTRY_CODES, deletePostcode, listPostcodes, lookupPostcode } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useDeletePostcode = () => useCommandMutation(deletePostcode, [listPostcodes]);

type Country = (typeof COUNTRY_CODES)[number];
const isCountry = (code: string | undefined): code is Country => (COUNTRY_CODES as readonly string[]).includes(code ?? '');

/** What the company's postcode data gives for a receiver's postcode, asked once both are typed; a failure stays quiet. */
export function usePostcodeLookup(country: string | undefined, postcode: string | undefined) {
  const typed = postcode?.trim() ?? '';
  const known = isCountry(country) ? country : 'US';
  return useCommandQuery(lookupPostcode, { country: known, postcode: typed }, { enabled: isCountry(country) && typed.length > 0, staleTime: 60_000, silent: true });
}
