import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteChannel, getOrderRuleFormOptions, getTransAgreementFormOptions, listChannels, setChannelEnabled, type CommandDeclaration, type CommandInput,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand } from '../../app/command.ts';
import type { CallOptions } from '../../app/envelope.ts';

/** A change also reaches the agreement and rule forms' channel lists. */
export const reloadedByChannelChange = [listChannels, getTransAgreementFormOptions, getOrderRuleFormOptions];

/**
 * Reloads every autocomplete (RemoteSelect keeps their answers under 'comboBox', apart from the commands' keys):
 * the order forms' channel pickers follow channels and agreements.
 */
export function useReloadAutocompletes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['comboBox'] });
}

function useChannelMutation<D extends CommandDeclaration>(declaration: D, options?: CallOptions) {
  const queryClient = useQueryClient();
  const reloadAutocompletes = useReloadAutocompletes();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input, options),
    onSuccess: () => Promise.all([...reloadedByChannelChange.map((other) => queryClient.invalidateQueries({ queryKey: commandKeyOf(other) })), reloadAutocompletes()]),
  });
}

export const useSetChannelEnabled = () => useChannelMutation(setChannelEnabled);
/** Silent: the page says what keeps a channel in use instead of the general hint. */
export const useDeleteChannel = () => useChannelMutation(deleteChannel, { silent: true });
