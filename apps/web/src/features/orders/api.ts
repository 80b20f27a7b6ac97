import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyOrderActionInput, ListOrdersInput, ListOrdersOutput, OrderDetail, OrderHistoryEntry, StatusCounts } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

/** Every order query starts with this key, so one invalidation refreshes lists, counts and details. */
export const ORDERS_KEY = ['orders'] as const;

/** A page of orders; searchId makes a new search ask again with the same filters (fresh rows and totals). */
export function useOrderList(input: ListOrdersInput, searchId: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', input, searchId],
    queryFn: () => callCommand<ListOrdersOutput>('main', 'listOrders', input),
    placeholderData: (previous) => previous,
  });
}

export function useStatusCounts(input: ListOrdersInput, enabled = true) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'counts', input],
    queryFn: () => callCommand<StatusCounts>('main', 'countOrdersByStatus', input),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useOrder(id: number) {
  return useQuery({ queryKey: [...ORDERS_KEY, 'detail', id], queryFn: () => callCommand<OrderDetail>('main', 'getOrder', { id }), enabled: id > 0 });
}

export function useOrderHistory(id: number) {
  return useQuery({ queryKey: [...ORDERS_KEY, 'history', id], queryFn: () => callCommand<OrderHistoryEntry[]>('main', 'getOrderHistory', { id }), enabled: id > 0 });
}

/** A change to orders; on success every order query (and the home figures) reloads. */
export function useOrderMutation<I, O>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), queryClient.invalidateQueries({ queryKey: ['homeStats'] })]),
  });
}

export const useApplyOrderAction = () => useOrderMutation<ApplyOrderActionInput, { count: number }>('applyOrderAction');
export const useAuditPass = () => useOrderMutation<{ id: number; waybillNo?: string }, { id: number; waybillNo: string }>('auditPass');
export const useBulkAudit = () => useOrderMutation<{ ids: number[] }, { count: number; waybillNos: string[] }>('bulkAudit');
