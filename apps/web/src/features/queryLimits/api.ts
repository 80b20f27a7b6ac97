import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_QUERY_LIMITS, type QueryLimits, type QueryLimitSettings } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { useSession } from '../../app/useSession.ts';

const limitsKey = ['queryLimits'] as const;

function useLimitsQuery() {
  const session = useSession();
  return useQuery({
    queryKey: [...limitsKey, session?.token],
    queryFn: () => callCommand<QueryLimits>('main', 'getQueryLimits'),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}

/** The company's query limits, which the order lists and tracking apply; the defaults until they arrive. */
export function useQueryLimits(): QueryLimits {
  return useLimitsQuery().data ?? DEFAULT_QUERY_LIMITS;
}

/** Whether the limits have been answered (or failed, when the defaults apply): a list opens on its window only then. */
export function useQueryLimitsSettled(): boolean {
  return !useLimitsQuery().isPending;
}

export function useQueryLimitSettings() {
  return useQuery({ queryKey: ['queryLimitSettings'], queryFn: () => callCommand<QueryLimitSettings>('main', 'getQueryLimitSettings') });
}

export function useSaveQueryLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QueryLimits) => callCommand<QueryLimits>('main', 'saveQueryLimits', input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['queryLimitSettings'] }), queryClient.invalidateQueries({ queryKey: limitsKey })]),
  });
}
