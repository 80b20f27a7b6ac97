import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { SETTLEMENT_TYPES } from '../customer/enums.ts';
import { currencyField, limitText, moneyText, signedAmountText } from './money.ts';

/**
 * What moved money on a cash account (docs/finance.md, "The ledger"). Nothing edits or deletes an entry: a
 * correction is a `reversal` naming the entry it undoes.
 * - orderCharge: an order of a prepaid or cash customer audited (its audited selling price, debit);
 * - surchargeAdjustment: the difference when such an order is priced again after its charge (re-weigh, edit);
 * - refund: the charge of such an order given back when it is revoked or cancelled;
 * - recharge: a confirmed recharge (credit);
 * - writeOff: a bill written off against receipts;
 * - manualAdjustment: finance's own entry, with a reason;
 * - reversal: undoes one entry whole, with a reason.
 */
export const LEDGER_ENTRY_KINDS = ['orderCharge', 'surchargeAdjustment', 'refund', 'recharge', 'writeOff', 'manualAdjustment', 'reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Settlement types charged when an order is audited; the others are billed by their period (docs/finance.md). */
export const CHARGED_AT_AUDIT = ['prepaid', 'cash'] as const satisfies readonly (typeof SETTLEMENT_TYPES)[number][];

export const FINANCE_LIMITS = { reasonMax: 200, entriesMaxPage: 200 } as const;

const idField = z.number().int().positive();
const reason = z.string().trim().min(1).max(FINANCE_LIMITS.reasonMax);

/** One customer's account in one currency. */
export const cashAccountView = z.object({
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  settlementType: z.enum(SETTLEMENT_TYPES),
  /** The carrier keeping the account: a cargo owner sees its accounts at each of its carriers. */
  carrierCompanyNo: z.string(),
  /** The carrier's Chinese name, and its English name ('' when it keeps none): English pages show the latter. */
  carrierName: z.string(),
  carrierNameEn: z.string(),
  currency: z.enum(CURRENCIES),
  /** What is booked: the sum of the account's entries. */
  balance: moneyText,
  /** Held by audited orders not yet billed. */
  reserved: moneyText,
  /** balance - reserved. */
  available: moneyText,
  /** How far below 0 the account may go for billed customers; null: no credit control. */
  creditLimit: moneyText.nullable(),
  lastEntryAt: z.string().nullable(),
});
export type CashAccountView = z.infer<typeof cashAccountView>;

export const listCashAccountsInput = z.object({
  ...pageQueryFields,
  /** Code or name of the customer. */
  keyword: z.string().trim().max(40).optional(),
  customerId: idField.optional(),
  currency: currencyField.optional(),
  settlementType: z.enum(SETTLEMENT_TYPES).optional(),
  /** Only accounts whose available balance is below 0. */
  overdrawn: z.boolean().optional(),
});
export type ListCashAccountsInput = z.infer<typeof listCashAccountsInput>;

/** The page and the sums of the whole filtered list per currency. */
export const listCashAccountsOutput = z.object({
  list: z.array(cashAccountView),
  total: z.number().int(),
  footer: z.array(z.object({ currency: z.enum(CURRENCIES), balance: moneyText, reserved: moneyText, available: moneyText })),
});

export const ledgerEntryView = z.object({
  id: z.number(),
  createdAt: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed: credit above 0, debit below. */
  amount: moneyText,
  /** The account's balance right after this entry. */
  balanceAfter: moneyText,
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  rechargeId: z.number().nullable(),
  rechargeNo: z.string().nullable(),
  reversesEntryId: z.number().nullable(),
  /** Set when a later reversal undid this entry. */
  reversedByEntryId: z.number().nullable(),
  reason: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryView>;

export const accountKeyInput = z.object({ customerId: idField, currency: currencyField });

export const listLedgerEntriesInput = z.object({
  customerId: idField,
  currency: currencyField,
  pageSize: z.number().int().min(1).max(FINANCE_LIMITS.entriesMaxPage).default(50),
  currentPage: z.number().int().min(1).default(1),
  kind: z.enum(LEDGER_ENTRY_KINDS).optional(),
});
export type ListLedgerEntriesInput = z.infer<typeof listLedgerEntriesInput>;

export const listLedgerEntriesOutput = z.object({ account: cashAccountView, list: z.array(ledgerEntryView), total: z.number().int() });
export type ListLedgerEntriesOutput = z.infer<typeof listLedgerEntriesOutput>;

export const adjustBalanceInput = z.object({ customerId: idField, currency: currencyField, amount: signedAmountText, reason });
export type AdjustBalanceInput = z.infer<typeof adjustBalanceInput>;

export const reverseLedgerEntryInput = z.object({ id: idField, reason });

export const setCreditLimitInput = z.object({ customerId: idField, currency: currencyField, creditLimit: limitText.nullable() });

export const postedEntryOutput = z.object({ entryId: z.number(), balance: moneyText });
