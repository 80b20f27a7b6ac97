import { useEffect } from 'react';
import { getLanguageTexts } from '@parcelflow/contract';
import { useCommandQuery } from '../command.ts';
import { useSession } from '../useSession.ts';
import { applyOverrides } from './overrides.ts';

/**
 * Loads and applies the signed-in user's company's interface-text overrides (the carrier-side login page applies its
 * carrier's with useCarrierTexts). Silent: shipped texts are a fine fallback.
 */
export function useLanguageOverrides(): void {
  const session = useSession();
  const { data } = useCommandQuery(getLanguageTexts, {}, { silent: true, enabled: Boolean(session), staleTime: 10 * 60_000 });
  useEffect(() => {
    if (data?.overrides) applyOverrides(data.overrides);
  }, [data]);
}
