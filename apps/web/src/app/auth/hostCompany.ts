import type { SelectCompanyNoAndRecordOutput } from '@parcelflow/contract';
import { useCachedAnswer } from '../useCachedAnswer.ts';

/** The product's own hosts; any other host is a carrier's domain, looked up to open its carrier-side login. */
export const PRODUCT_HOSTS = ['localhost', '127.0.0.1', '[::1]', 'parcelflow.app', 'www.parcelflow.app'] as const;

export function isProductHost(host: string): boolean {
  return (PRODUCT_HOSTS as readonly string[]).includes(host.toLowerCase());
}

/** The company behind this host (uc/selectCompanyNoAndRecord); undefined on the product's own hosts or an unknown one. */
export function useHostCompany(): SelectCompanyNoAndRecordOutput | undefined {
  const host = window.location.hostname;
  return useCachedAnswer('uc', 'selectCompanyNoAndRecord', { host }, !isProductHost(host));
}

/** The carrier of a /TMSlogin?companyNo= page (uc/getCarrierLoginInfo); undefined while loading or unknown. */
export function useCarrierCompany(companyNo: string | undefined): SelectCompanyNoAndRecordOutput | undefined {
  return useCachedAnswer('uc', 'getCarrierLoginInfo', { companyNo: companyNo ?? '' }, Boolean(companyNo));
}
