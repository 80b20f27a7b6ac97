import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyOrderAction, auditPass, bulkAudit, countOrdersByStatus, getHomeStats, getOrder, getOrderHistory, listOrders,
  type CommandDeclaration, type CommandInput, type ListOrdersInput,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

/** The order lists' and status counts' queries start with this key, so one invalidation refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

/** A page of orders; searchId makes a new search ask again with the same filters (fresh rows and totals). */
export function useOrderList(input: ListOrdersInput, searchId: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', input, searchId],
    queryFn: () => runCommand(listOrders, input),
    placeholderData: (previous) => previous,
  });
}

export function useStatusCounts(input: ListOrdersInput, enabled = true) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'counts', input],
    queryFn: () => runCommand(countOrdersByStatus, input),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export const useOrder = (id: number) => useCommandQuery(getOrder, { id }, { enabled: id > 0 });

export const useOrderHistory = (id: number) => useCommandQuery(getOrderHistory, { id }, { enabled: id > 0 });

/** What an order's change reloads: every order list and count, every order's detail and history, and the home figures. */
const reloadedByOrderChange = [ORDERS_KEY, commandKeyOf(getOrder), commandKeyOf(getOrderHistory), commandKeyOf(getHomeStats)];

/** A change to orders; on success every order query (and the home figures) reloads. */
export function useOrderChange<D extends CommandDeclaration>(declaration: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: () => Promise.all(reloadedByOrderChange.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useApplyOrderAction = () => useOrderChange(applyOrderAction);
export const useAuditPass = () => useOrderChange(auditPass);
export const useBulkAudit = () => useOrderChange(bulkAudit);
