import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateInviteInput, InviteView, ListInvitesInput, Page } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const invitesKey = ['invites'] as const;

export function useInvites(query: ListInvitesInput) {
  return useQuery({
    queryKey: [...invitesKey, query],
    queryFn: () => callCommand<Page<InviteView>>('main', 'listInvites', query),
    placeholderData: keepPreviousData,
  });
}

function useInviteMutation<I, O>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}

export const useGenerateInvite = () => useInviteMutation<GenerateInviteInput, { id: number; code: string }>('generateInvite');
export const useAbolishInvite = () => useInviteMutation<{ id: number }, object>('abolishInvite');
