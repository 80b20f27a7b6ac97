import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteChannel, getOrderRuleFormOptions, getTransAgreementFormOptions, listChannels, saveChannel, setChannelEnabled,
  type CommandDeclaration, type CommandInput, type ListChannelsInput,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';
import type { CallOptions } from '../../app/envelope.ts';

export const useChannels = (query: ListChannelsInput) => useCommandQuery(listChannels, query, { keepPrevious: true });

/** A change also reaches the order forms' channel lists and the agreement and rule forms. */
function useChannelMutation<D extends CommandDeclaration>(declaration: D, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input, options),
    onSuccess: () => Promise.all([commandKeyOf(listChannels), ['comboBox'], commandKeyOf(getTransAgreementFormOptions), commandKeyOf(getOrderRuleFormOptions)]
      .map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveChannel = () => useChannelMutation(saveChannel);
export const useSetChannelEnabled = () => useChannelMutation(setChannelEnabled);
/** Silent: the page says what keeps a channel in use instead of the general hint. */
export const useDeleteChannel = () => useChannelMutation(deleteChannel, { silent: true });
