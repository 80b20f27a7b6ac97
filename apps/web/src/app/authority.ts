import { getAuthorityMenu, type FunctionKey } from '@parcelflow/contract';
import { useCommandQuery } from './command.ts';
import { useSession } from './useSession.ts';

/** The caller's menus and function buttons (uc/getAuthorityMenu), loaded once per session (a login or logout clears every answer). */
export function useAuthorityMenu() {
  const session = useSession();
  return useCommandQuery(getAuthorityMenu, {}, { enabled: Boolean(session), staleTime: Infinity });
}

export type FunctionGrant = { visible: boolean; usable: boolean };

/** Whether the caller may see and use a function button; absent from the list means neither. */
export function useFunction(key: FunctionKey): FunctionGrant {
  const { data } = useAuthorityMenu();
  const grant = data?.authorityFunctions.find((f) => f.functionKey === key);
  return { visible: grant?.visible ?? false, usable: grant?.usable ?? false };
}
