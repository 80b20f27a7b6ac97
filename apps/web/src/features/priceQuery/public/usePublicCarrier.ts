import { useEffect, useState } from 'react';
import type { SelectCompanyNoAndRecordOutput } from '@parcelflow/contract';
import { isProductHost } from '../../../app/auth/hostCompany.ts';
import { callCommand } from '../../../app/envelope.ts';

/** The page's carrier: found, unknown (no company by that code or host), none named (the product's own host), or loading. */
export type PublicCarrier =
  | { status: 'loading' }
  | { status: 'found'; company: SelectCompanyNoAndRecordOutput }
  | { status: 'unknown' }
  | { status: 'none' };

/**
 * The carrier whose prices the page shows: `?companyNo=` when the address names one (uc/getCarrierLoginInfo), else the
 * company whose own host the page is opened on (uc/selectCompanyNoAndRecord), as the carrier-side login resolves it.
 */
export function usePublicCarrier(companyNo: string | null): PublicCarrier {
  const host = window.location.hostname;
  const call = companyNo
    ? (['getCarrierLoginInfo', { companyNo }] as const)
    : isProductHost(host) ? null : (['selectCompanyNoAndRecord', { host }] as const);
  const key = call && JSON.stringify(call);
  const [answer, setAnswer] = useState<{ key: string; carrier: PublicCarrier }>();
  useEffect(() => {
    if (!key) return;
    let wanted = true;
    const [command, input] = JSON.parse(key) as [string, Record<string, string>];
    callCommand<SelectCompanyNoAndRecordOutput>('uc', command, input, { silent: true }).then(
      (company) => wanted && setAnswer({ key, carrier: { status: 'found', company } }),
      () => wanted && setAnswer({ key, carrier: { status: 'unknown' } }),
    );
    return () => {
      wanted = false;
    };
  }, [key]);
  if (!key) return { status: 'none' };
  return answer?.key === key ? answer.carrier : { status: 'loading' };
}
