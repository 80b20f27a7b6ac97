import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressComboBox, deleteAddress, listAddresses, setAddressFlag, type CommandDeclaration, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand } from '../../app/command.ts';

/** The order form's picker reads the book too (RemoteSelect keys its pages by `service/command`), so both refresh after a change. */
export function useReloadAddressBook() {
  const queryClient = useQueryClient();
  const pickerKey = ['comboBox', `${addressComboBox.service}/${addressComboBox.command}`];
  return () => Promise.all([commandKeyOf(listAddresses), pickerKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

function useAddressMutation<D extends CommandDeclaration>(declaration: D) {
  const reloadAddressBook = useReloadAddressBook();
  return useMutation({ mutationFn: (input: CommandInput<D>) => runCommand(declaration, input), onSuccess: reloadAddressBook });
}

export const useSetAddressFlag = () => useAddressMutation(setAddressFlag);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
