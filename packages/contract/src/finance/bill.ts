import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES, PAYMENT_METHODS } from '../order/enums.ts';
import { SETTLEMENT_TYPES } from '../customer/enums.ts';
import { priceBreakdown } from '../rateCard/trial.ts';
import { BILL_PERIODS } from './bill-period.ts';
import { amountText, currencyField, moneyText } from './money.ts';

/** billquery and billdetails (docs/finance.md, "Bills"). */
export const BILL_TYPES = ['regular', 'supplementary'] as const;
export type BillType = (typeof BILL_TYPES)[number];
export const BILL_CONFIRM_STATUSES = ['unconfirmed', 'confirmed', 'disputed'] as const;
export type BillConfirmStatus = (typeof BILL_CONFIRM_STATUSES)[number];
/** entities-rules.md 3.18: unwritten-off, written-off, partial. */
export const BILL_WRITE_OFF_STATUSES = ['unwrittenOff', 'writtenOff', 'partial'] as const;
export type BillWriteOffStatus = (typeof BILL_WRITE_OFF_STATUSES)[number];
/** An order billed the first time, or a later change of a billed order's charge (re-weigh, cancel). */
export const BILL_LINE_KINDS = ['order', 'adjustment'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

export const BILL_LIMITS = { reasonMax: 200, referenceMax: 60, remarkMax: 200, disputedLinesMax: 200, keywordMax: 60 } as const;

const idField = z.number().int().positive();

/** Bill generation, a background task: the customers billed by `period` (all billed customers when left out), for the period holding `day`. */
export const generateBillsInput = z.object({
  period: z.enum(BILL_PERIODS).optional(),
  /** Any day of the period to bill; not after today. */
  day: z.iso.date(),
  customerId: idField.optional(),
});
export type GenerateBillsInput = z.infer<typeof generateBillsInput>;

/** What a finished generation task answers in its result. */
export const billGenerationResult = z.object({ bills: z.number(), customers: z.number(), lines: z.number() });
export type BillGenerationResult = z.infer<typeof billGenerationResult>;

/** One currency of a bill: what it bills, what was written off and what is still open. */
export const billAmountView = z.object({ currency: z.enum(CURRENCIES), amount: moneyText, writtenOff: moneyText, open: moneyText });
export type BillAmountView = z.infer<typeof billAmountView>;

export const billView = z.object({
  id: z.number(),
  billNo: z.string(),
  billDate: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  /** The carrier that bills: a cargo owner sees bills from each carrier it works with. */
  carrierCompanyNo: z.string(),
  carrierName: z.string(),
  type: z.enum(BILL_TYPES),
  ticketCount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  settlementType: z.enum(SETTLEMENT_TYPES),
  amounts: z.array(billAmountView),
  reconcilerName: z.string().nullable(),
  confirmStatus: z.enum(BILL_CONFIRM_STATUSES),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  writeOffStatus: z.enum(BILL_WRITE_OFF_STATUSES),
  disputedLines: z.number(),
  createdAt: z.string(),
});
export type BillView = z.infer<typeof billView>;

export const listBillsInput = z.object({
  ...pageQueryFields,
  /** A bill number, or a customer's code or name. */
  keyword: z.string().trim().max(BILL_LIMITS.keywordMax).optional(),
  customerId: idField.optional(),
  period: z.enum(BILL_PERIODS).optional(),
  confirmStatus: z.enum(BILL_CONFIRM_STATUSES).optional(),
  writeOffStatus: z.enum(BILL_WRITE_OFF_STATUSES).optional(),
  currency: currencyField.optional(),
  /** Bill dates, both included. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type ListBillsInput = z.infer<typeof listBillsInput>;

/** The page and the sums of the whole filtered list per currency. */
export const listBillsOutput = z.object({
  list: z.array(billView),
  total: z.number().int(),
  footer: z.array(billAmountView),
});
export type ListBillsOutput = z.infer<typeof listBillsOutput>;

export const billIdInput = z.object({ billId: idField });

export const billLineView = z.object({
  id: z.number(),
  billId: z.number(),
  billNo: z.string(),
  kind: z.enum(BILL_LINE_KINDS),
  orderId: z.number(),
  orderNo: z.string(),
  waybillNo: z.string().nullable(),
  customerCode: z.string(),
  auditedAt: z.string().nullable(),
  channelCode: z.string().nullable(),
  channelName: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  chargeableWeight: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** What the line bills: the order's price, or a later change of it (below 0 when it went down). */
  amount: moneyText,
  /** The price behind an order line, as it was when billed. */
  breakdown: priceBreakdown.nullable(),
  disputeReason: z.string().nullable(),
  disputedAt: z.string().nullable(),
});
export type BillLineView = z.infer<typeof billLineView>;

/** billdetails: lines of one bill, or of every bill the caller sees. */
export const billLineFilter = z.object({
  billId: idField.optional(),
  /** An order or waybill number. */
  keyword: z.string().trim().max(BILL_LIMITS.keywordMax).optional(),
  customerId: idField.optional(),
  currency: currencyField.optional(),
  disputedOnly: z.boolean().optional(),
  /** Audit days, both included. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export const listBillLinesInput = z.object({ ...pageQueryFields, ...billLineFilter.shape });
export type ListBillLinesInput = z.infer<typeof listBillLinesInput>;

export const listBillLinesOutput = z.object({
  list: z.array(billLineView),
  total: z.number().int(),
  footer: z.array(z.object({ currency: z.enum(CURRENCIES), amount: moneyText })),
});

/** A customer disputes lines of its bill, each with a reason; the bill waits as disputed. */
export const disputeBillInput = z.object({
  billId: idField,
  lines: z.array(z.object({ lineId: idField, reason: z.string().trim().min(1).max(BILL_LIMITS.reasonMax) })).min(1).max(BILL_LIMITS.disputedLinesMax),
});

/** Finance writes off (part of) a bill's currency against a receipt: the amount is credited to the customer's account. */
export const writeOffBillInput = z.object({
  billId: idField,
  currency: currencyField,
  amount: amountText,
  /** The receipt's reference (bank or cash slip). */
  receiptReference: z.string().trim().min(1).max(BILL_LIMITS.referenceMax),
  receivedDate: z.iso.date(),
  remark: z.string().trim().max(BILL_LIMITS.remarkMax).optional(),
});
export type WriteOffBillInput = z.infer<typeof writeOffBillInput>;

export const billWriteOffView = z.object({
  id: z.number(),
  currency: z.enum(CURRENCIES),
  amount: moneyText,
  receiptReference: z.string(),
  receivedDate: z.string(),
  remark: z.string().nullable(),
  entryId: z.number(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type BillWriteOffView = z.infer<typeof billWriteOffView>;

/** A bill with its write-offs, newest first. */
export const billDetailOutput = z.object({ bill: billView, writeOffs: z.array(billWriteOffView) });
export type BillDetailOutput = z.infer<typeof billDetailOutput>;
