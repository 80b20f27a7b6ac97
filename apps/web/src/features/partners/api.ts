import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvite, dissolvePartnership, listPartners, type CommandDeclaration, type CommandInput, type ListPartnersInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

export const usePartners = (query: ListPartnersInput) => useCommandQuery(listPartners, query, { keepPrevious: true });

/** A cooperation starting or ending also changes which carriers the order form's autocompletes offer. */
function usePartnerMutation<D extends CommandDeclaration>(declaration: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: () => Promise.all([commandKeyOf(listPartners), ['comboBox']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAcceptInvite = () => usePartnerMutation(acceptInvite);
export const useDissolvePartnership = () => usePartnerMutation(dissolvePartnership);
