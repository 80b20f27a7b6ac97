import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteTransAgreement, getTransAgreementFormOptions, listTransAgreements, saveTransAgreement, type CommandDeclaration, type CommandInput, type ListTransAgreementsInput,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

export const useTransAgreements = (query: ListTransAgreementsInput) => useCommandQuery(listTransAgreements, query, { keepPrevious: true });

export const useTransAgreementOptions = () => useCommandQuery(getTransAgreementFormOptions, {});

/** A change also reaches the order forms' channel autocompletes, which follow the agreements. */
function useAgreementMutation<D extends CommandDeclaration>(declaration: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: () => Promise.all([commandKeyOf(listTransAgreements), ['comboBox']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveTransAgreement = () => useAgreementMutation(saveTransAgreement);
export const useDeleteTransAgreement = () => useAgreementMutation(deleteTransAgreement);
