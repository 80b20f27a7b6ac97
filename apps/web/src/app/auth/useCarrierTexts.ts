import { useEffect } from 'react';
import type { GetLanguageTextsOutput } from '@parcelflow/contract';
import { applyOverrides } from '../locale/overrides.ts';
import { useCachedAnswer } from '../useCachedAnswer.ts';

/** Before login, the carrier-side login page shows its carrier's interface-text overrides. Silent, as in the shell. */
export function useCarrierTexts(companyNo: string | undefined): void {
  const answer = useCachedAnswer<GetLanguageTextsOutput>('main', 'getLanguageTexts', { companyNo: companyNo ?? '' }, Boolean(companyNo));
  useEffect(() => {
    if (answer?.overrides) applyOverrides(answer.overrides);
  }, [answer]);
}
