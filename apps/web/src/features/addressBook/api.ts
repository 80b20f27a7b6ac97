import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressComboBox, deleteAddress, listAddresses, saveAddress, setAddressFlag, type CommandDeclaration, type CommandInput, type ListAddressesInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

export const useAddresses = (query: ListAddressesInput) => useCommandQuery(listAddresses, query, { keepPrevious: true });

/** The order form's picker reads the book too (RemoteSelect keys its pages by `service/command`), so both refresh after a change. */
function useAddressMutation<D extends CommandDeclaration>(declaration: D) {
  const queryClient = useQueryClient();
  const pickerKey = ['comboBox', `${addressComboBox.service}/${addressComboBox.command}`];
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: () => Promise.all([commandKeyOf(listAddresses), pickerKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useSetAddressFlag = () => useAddressMutation(setAddressFlag);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
