import { DEFAULT_QUERY_LIMITS, getQueryLimits, getQueryLimitSettings, saveQueryLimits, type QueryLimits } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import { useSession } from '../../app/useSession.ts';

// Signing in or out clears the query cache, so another session never reads these limits.
const useLimitsQuery = () => useCommandQuery(getQueryLimits, {}, { enabled: Boolean(useSession()), staleTime: 5 * 60_000 });

/** The company's query limits, which the order lists and tracking apply; the defaults until they arrive. */
export function useQueryLimits(): QueryLimits {
  return useLimitsQuery().data ?? DEFAULT_QUERY_LIMITS;
}

/** Whether the limits have been answered (or failed, when the defaults apply): a list opens on its window only then. */
export function useQueryLimitsSettled(): boolean {
  return !useLimitsQuery().isPending;
}

export const useQueryLimitSettings = () => useCommandQuery(getQueryLimitSettings, {});

export const useSaveQueryLimits = () => useCommandMutation(saveQueryLimits, [getQueryLimitSettings, getQueryLimits]);
