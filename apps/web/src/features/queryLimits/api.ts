import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_QUERY_LIMITS, type QueryLimits, type QueryLimitSettings } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { useSession } from '../../app/useSession.ts';

const limitsKey = ['queryLimits'] as const;

/** The company's query limits, which the order lists and tracking apply; the defaults until they arrive. */
export function useQueryLimits(): QueryLimits {
  const session = useSession();
  const { data } = useQuery({
    queryKey: [...limitsKey, session?.token],
    queryFn: () => callCommand<QueryLimits>('main', 'getQueryLimits'),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
  return data ?? DEFAULT_QUERY_LIMITS;
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
