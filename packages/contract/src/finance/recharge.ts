import { z } from 'zod';
import { companyNoField } from '../auth/fields.ts';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { amountText, currencyField, moneyText } from './money.ts';

/** enterpriseManagement/recharge (docs/finance.md, "Recharge"). */
export const RECHARGE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** The voucher: a PNG, JPEG or PDF (known by its bytes, not its name) of at most 2 MB. */
export const VOUCHER_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const RECHARGE_LIMITS = { voucherMaxBytes: 2 * 1024 * 1024, bankReferenceMax: 60, remarkMax: 200, reasonMax: 200 } as const;

const idField = z.number().int().positive();

/**
 * pay/recordRecharge, multipart (head, body, then the voucher file). A customer's login records its own; staff
 * record one for a customer they name; a cargo owner names its customer at a carrier, or the carrier itself.
 */
export const recordRechargeInput = z.object({
  customerId: idField.optional(),
  /**
   * A cargo owner's partner carrier (an active partnership): the recharge is for the customer it keeps for the owner,
   * even before any account is booked. Staff and a customer's login may send only their own company's number.
   */
  carrierCompanyNo: companyNoField.optional(),
  amount: amountText,
  currency: currencyField,
  /** The bank's reference of the transfer. */
  bankReference: z.string().trim().min(1).max(RECHARGE_LIMITS.bankReferenceMax),
  transferDate: z.iso.date(),
  remark: z.string().trim().max(RECHARGE_LIMITS.remarkMax).optional(),
});
export type RecordRechargeInput = z.infer<typeof recordRechargeInput>;

export const rechargeView = z.object({
  id: z.number(),
  rechargeNo: z.string(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  carrierCompanyNo: z.string(),
  amount: moneyText,
  currency: z.enum(CURRENCIES),
  bankReference: z.string(),
  transferDate: z.string(),
  remark: z.string().nullable(),
  /** offline: a transfer a cashier confirms; another provider's key for an online payment. */
  provider: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  voucherFileId: z.number().nullable(),
  voucherName: z.string().nullable(),
  recordedAt: z.string(),
  recordedByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The ledger entry a confirmation wrote. */
  entryId: z.number().nullable(),
});
export type RechargeView = z.infer<typeof rechargeView>;

export const listRechargesInput = z.object({
  ...pageQueryFields,
  keyword: z.string().trim().max(60).optional(),
  customerId: idField.optional(),
  status: z.enum(RECHARGE_STATUSES).optional(),
  currency: currencyField.optional(),
  recordedFrom: z.iso.date().optional(),
  recordedTo: z.iso.date().optional(),
});
export type ListRechargesInput = z.infer<typeof listRechargesInput>;

export const rechargeIdInput = z.object({ id: idField });
export const rejectRechargeInput = z.object({ id: idField, reason: z.string().trim().min(1).max(RECHARGE_LIMITS.reasonMax) });
export const confirmRechargeOutput = z.object({ id: z.number(), entryId: z.number(), balance: moneyText });
