import { useQuery } from '@tanstack/react-query';
import type { HomeStats } from '@parcelflow/contract';
import { callCommand } from '../envelope.ts';
import { shellRoutes } from '../../features/shellRoutes.ts';

export function useHomeStats() {
  return useQuery({ queryKey: ['homeStats'], queryFn: () => callCommand<HomeStats>('main', 'getHomeStats'), staleTime: 60_000 });
}

const ORDER_LIST_PATH = '/orderManagement/orderLists/receive';

/** The order list's route once a feature provides it; read at render time, after every route module loaded. */
export function orderListPath(): string | null {
  return shellRoutes.some((route) => route.path === ORDER_LIST_PATH) ? ORDER_LIST_PATH : null;
}
