import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListOrderRulesInput, OrderRuleFormOptions, OrderRuleView, Page, SaveOrderRuleInput } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const rulesKey = ['orderRules'] as const;

export function useOrderRules(query: ListOrderRulesInput) {
  return useQuery({
    queryKey: [...rulesKey, query],
    queryFn: () => callCommand<Page<OrderRuleView>>('main', 'listOrderRules', query),
    placeholderData: keepPreviousData,
  });
}

export function useOrderRuleOptions() {
  return useQuery({ queryKey: ['orderRuleOptions'], queryFn: () => callCommand<OrderRuleFormOptions>('main', 'getOrderRuleFormOptions') });
}

function useRuleMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}

export const useSaveOrderRule = () => useRuleMutation<SaveOrderRuleInput>('saveOrderRule');
export const useSetOrderRuleEnabled = () => useRuleMutation<{ id: number; enabled: boolean }>('setOrderRuleEnabled');
export const useDeleteOrderRule = () => useRuleMutation<{ id: number }>('deleteOrderRule');
