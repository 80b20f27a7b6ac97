import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressView, ListAddressesInput, Page, SaveAddressInput, SetAddressFlagInput } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const addressesKey = ['addresses'] as const;

export function useAddresses(query: ListAddressesInput) {
  return useQuery({
    queryKey: [...addressesKey, query],
    queryFn: () => callCommand<Page<AddressView>>('main', 'listAddresses', query),
    placeholderData: keepPreviousData,
  });
}

/** The order form's picker reads the book too, so both refresh after a change. */
function useAddressMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: addressesKey }), queryClient.invalidateQueries({ queryKey: ['comboBox', 'main/addressComboBox'] })]),
  });
}

export const useSaveAddress = () => useAddressMutation<SaveAddressInput>('saveAddress');
export const useSetAddressFlag = () => useAddressMutation<SetAddressFlagInput>('setAddressFlag');
export const useDeleteAddress = () => useAddressMutation<{ id: number }>('deleteAddress');
