import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPartnersInput, Page, PartnerView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const partnersKey = ['partners'] as const;

export function usePartners(query: ListPartnersInput) {
  return useQuery({
    queryKey: [...partnersKey, query],
    queryFn: () => callCommand<Page<PartnerView>>('main', 'listPartners', query),
    placeholderData: keepPreviousData,
  });
}

/** A cooperation starting or ending also changes which carriers the order form offers. */
function usePartnerMutation<I, O>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: partnersKey }), queryClient.invalidateQueries({ queryKey: ['comboBox'] })]),
  });
}

export const useAcceptInvite = () => usePartnerMutation<{ code: string }, { id: number; companyNo: string }>('acceptInvite');
export const useDissolvePartnership = () => usePartnerMutation<{ id: number }, object>('dissolvePartnership');
