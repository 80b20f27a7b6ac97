import { useQuery } from '@tanstack/react-query';
import type { FunctionKey, GetAuthorityMenuOutput } from '@parcelflow/contract';
import { callCommand } from './envelope.ts';
import { useSession } from './useSession.ts';

/** The caller's menus and function buttons (uc/getAuthorityMenu), loaded once per session. */
export function useAuthorityMenu() {
  const session = useSession();
  return useQuery({
    queryKey: ['authorityMenu', session?.token],
    queryFn: () => callCommand<GetAuthorityMenuOutput>('uc', 'getAuthorityMenu'),
    enabled: Boolean(session),
    staleTime: Infinity,
  });
}

export type FunctionGrant = { visible: boolean; usable: boolean };

/** Whether the caller may see and use a function button; absent from the list means neither. */
export function useFunction(key: FunctionKey): FunctionGrant {
  const { data } = useAuthorityMenu();
  const grant = data?.authorityFunctions.find((f) => f.functionKey === key);
  return { visible: grant?.visible ?? false, usable: grant?.usable ?? false };
}
