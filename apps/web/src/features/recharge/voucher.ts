import { RECHARGE_LIMITS, VOUCHER_TYPES } from '@parcelflow/contract';

/** What the file picker offers; the server knows a voucher by its bytes and checks again. */
export const VOUCHER_ACCEPT = '.png,.jpg,.jpeg,.pdf';

const acceptedTypes: readonly string[] = VOUCHER_TYPES;

/** Megabytes as the refusal says them (2). */
export const VOUCHER_MAX_MB = RECHARGE_LIMITS.voucherMaxBytes / (1024 * 1024);

/** Why a picked file cannot be the voucher (a text key of the recharge page), or null when it can, before anything is sent. */
export function voucherProblem(file: Pick<File, 'type' | 'size'>): 'recharge.voucher.wrongType' | 'recharge.voucher.tooLarge' | null {
  if (!acceptedTypes.includes(file.type)) return 'recharge.voucher.wrongType';
  if (file.size > RECHARGE_LIMITS.voucherMaxBytes) return 'recharge.voucher.tooLarge';
  return null;
}
