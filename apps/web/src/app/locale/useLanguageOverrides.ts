import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetLanguageTextsOutput } from '@parcelflow/contract';
import { callCommand } from '../envelope.ts';
import { useSession } from '../useSession.ts';
import { applyOverrides } from './overrides.ts';

/**
 * Loads and applies the company's interface-text overrides: the signed-in user's company, or before login
 * the carrier named by the carrier-side login page. Silent: shipped texts are a fine fallback.
 */
export function useLanguageOverrides(companyNo?: string): void {
  const session = useSession();
  const enabled = Boolean(session || companyNo);
  const { data } = useQuery({
    queryKey: ['languageTexts', session?.token, companyNo],
    queryFn: () => callCommand<GetLanguageTextsOutput>('main', 'getLanguageTexts', companyNo ? { companyNo } : {}, { silent: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (data?.overrides) applyOverrides(data.overrides);
  }, [data]);
}
