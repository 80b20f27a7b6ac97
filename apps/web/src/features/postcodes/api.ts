import { deletePostcode, listPostcodes, lookupPostcode } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useDeletePostcode = () => useCommandMutation(deletePostcode, [listPostcodes]);

/**
 * What the company's postcode data gives for a receiver's postcode, asked once both are typed; a failure stays quiet.
 * The country is what the receiver's country field (getDestCountryComboBox) holds: the server checks it.
 */
export function usePostcodeLookup(country: string | undefined, postcode: string | undefined) {
  const typed = postcode?.trim() ?? '';
  return useCommandQuery(lookupPostcode, { country: country ?? '', postcode: typed }, { enabled: Boolean(country) && typed.length > 0, staleTime: 60_000, silent: true });
}
