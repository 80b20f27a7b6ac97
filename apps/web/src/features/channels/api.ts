import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrderRuleFormOptions, getTransAgreementFormOptions, type ChannelView, type ListChannelsInput, type Page, type SaveChannelInput } from '@parcelflow/contract';
import { commandKeyOf } from '../../app/command.ts';
import { callCommand, type CallOptions } from '../../app/envelope.ts';

const channelsKey = ['channels'] as const;

export function useChannels(query: ListChannelsInput) {
  return useQuery({
    queryKey: [...channelsKey, query],
    queryFn: () => callCommand<Page<ChannelView>>('main', 'listChannels', query),
    placeholderData: keepPreviousData,
  });
}

/** A change also reaches the order forms' channel lists and the agreement and rule forms. */
function useChannelMutation<I>(command: string, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input, options),
    onSuccess: () => Promise.all([channelsKey, ['comboBox'], commandKeyOf(getTransAgreementFormOptions), commandKeyOf(getOrderRuleFormOptions)]
      .map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveChannel = () => useChannelMutation<SaveChannelInput>('saveChannel');
export const useSetChannelEnabled = () => useChannelMutation<{ id: number; enabled: boolean }>('setChannelEnabled');
/** Silent: the page says what keeps a channel in use instead of the general hint. */
export const useDeleteChannel = () => useChannelMutation<{ id: number }>('deleteChannel', { silent: true });
