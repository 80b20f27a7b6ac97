import { useEffect } from 'react';
import { getLanguageTexts } from '@parcelflow/contract';
import { useCommandQuery } from '../command.ts';
import { useSession } from '../useSession.ts';
import { applyOverrides } from './overrides.ts';

/**
 * Loads and applies the company's interface-text overrides: the signed-in user's company, or before login
 * the carrier named by the carrier-side login page. Silent: shipped texts are a fine fallback.
 */
export function useLanguageOverrides(companyNo?: string): void {
  const session = useSession();
  const enabled = Boolean(session || companyNo);
  const { data } = useCommandQuery(getLanguageTexts, companyNo ? { companyNo } : {}, { silent: true, enabled, staleTime: 10 * 60_000 });
  useEffect(() => {
    if (data?.overrides) applyOverrides(data.overrides);
  }, [data]);
}
