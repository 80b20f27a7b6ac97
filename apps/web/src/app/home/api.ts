import { getHomeStats } from '@parcelflow/contract';
import { useCommandQuery } from '../command.ts';
import { shellRoutes } from '../../features/shellRoutes.ts';

export function useHomeStats() {
  return useCommandQuery(getHomeStats, {}, { staleTime: 60_000 });
}

const ORDER_LIST_PATH = '/orderManagement/orderLists/receive';

/** The order list's route once a feature provides it; read at render time, after every route module loaded. */
export function orderListPath(): string | null {
  return shellRoutes.some((route) => route.path === ORDER_LIST_PATH) ? ORDER_LIST_PATH : null;
}
