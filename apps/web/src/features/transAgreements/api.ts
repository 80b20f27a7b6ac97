import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListTransAgreementsInput, Page, SaveTransAgreementInput, TransAgreementFormOptions, TransAgreementView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useTransAgreements(query: ListTransAgreementsInput) {
  return useQuery({
    queryKey: ['transAgreements', query],
    queryFn: () => callCommand<Page<TransAgreementView>>('main', 'listTransAgreements', query),
    placeholderData: keepPreviousData,
  });
}

export function useTransAgreementOptions() {
  return useQuery({ queryKey: ['transAgreementOptions'], queryFn: () => callCommand<TransAgreementFormOptions>('main', 'getTransAgreementFormOptions') });
}

/** A change also reaches the order forms' channel lists, which follow the agreements. */
function useAgreementMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => Promise.all(['transAgreements', 'comboBox'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useSaveTransAgreement = () => useAgreementMutation<SaveTransAgreementInput>('saveTransAgreement');
export const useDeleteTransAgreement = () => useAgreementMutation<{ id: number }>('deleteTransAgreement');
