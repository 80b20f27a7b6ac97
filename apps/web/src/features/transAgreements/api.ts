import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTransAgreement, getTransAgreementFormOptions, listTransAgreements, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';
import { useReloadAutocompletes } from '../channels/api.ts';

export const useTransAgreementOptions = () => useCommandQuery(getTransAgreementFormOptions, {});

/** An agreement's change reloads the list and the autocompletes (useReloadAutocompletes): the order forms' channel pickers follow the agreements. */
export const reloadedByAgreementChange = [listTransAgreements];

export function useDeleteTransAgreement() {
  const queryClient = useQueryClient();
  const reloadAutocompletes = useReloadAutocompletes();
  return useMutation({
    mutationFn: (input: CommandInput<typeof deleteTransAgreement>) => runCommand(deleteTransAgreement, input),
    onSuccess: () => Promise.all([...reloadedByAgreementChange.map((other) => queryClient.invalidateQueries({ queryKey: commandKeyOf(other) })), reloadAutocompletes()]),
  });
}
