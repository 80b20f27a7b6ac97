import { declareCommand, pageOf } from '../command.ts';
import {
  accountKeyInput, adjustBalanceInput, cashAccountView, listCashAccountsInput, listCashAccountsOutput, listLedgerEntriesInput,
  listLedgerEntriesOutput, postedEntryOutput, reverseLedgerEntryInput, setCreditLimitInput,
} from './ledger.ts';
import { confirmRechargeOutput, listRechargesInput, rechargeIdInput, rechargeView, recordRechargeInput, rejectRechargeInput } from './recharge.ts';

/** financeManagement/cashquery: the cash accounts and the ledger behind them (docs/finance.md). */
export const listCashAccounts = declareCommand({
  service: 'main', command: 'listCashAccounts', permission: 'cash.view', input: listCashAccountsInput, output: listCashAccountsOutput,
  summary: "One page of cash accounts (customer and currency) with balance, reserved and available, and the filtered list's sums per currency. A customer's login sees its own, a cargo owner its accounts at its carriers.",
});

export const getCashAccount = declareCommand({
  service: 'main', command: 'getCashAccount', permission: 'cash.view', input: accountKeyInput, output: cashAccountView,
  summary: "One customer's account in one currency (balance 0 when nothing was ever booked on it).",
});

export const listLedgerEntries = declareCommand({
  service: 'main', command: 'listLedgerEntries', permission: 'cash.view', input: listLedgerEntriesInput, output: listLedgerEntriesOutput,
  summary: "An account and a page of its ledger entries, newest first, each with the balance right after it.",
});

export const adjustBalance = declareCommand({
  service: 'main', command: 'adjustBalance', permission: 'cash.adjust', input: adjustBalanceInput, output: postedEntryOutput,
  summary: 'A manual adjustment with its reason: a new entry crediting (positive) or debiting (negative) the account.',
});

export const reverseLedgerEntry = declareCommand({
  service: 'main', command: 'reverseLedgerEntry', permission: 'cash.adjust', input: reverseLedgerEntryInput, output: postedEntryOutput,
  summary: 'Undo one entry whole with a new entry of the opposite amount and a reason (an entry is reversed once; a reversal is not reversed).',
});

export const setCreditLimit = declareCommand({
  service: 'main', command: 'setCreditLimit', permission: 'cash.adjust', input: setCreditLimitInput, output: cashAccountView,
  summary: "Set or remove (null) the credit limit of a billed customer's account: audits that would take it further below 0 are refused.",
});

/** enterpriseManagement/recharge through the pay service. */
export const recordRecharge = declareCommand({
  service: 'pay', command: 'recordRecharge', permission: 'recharge.record', input: recordRechargeInput, output: rechargeView,
  summary: 'Record a bank transfer (multipart: head, body, then the voucher, a PNG, JPEG or PDF of at most 2 MB); it waits for the cashier.',
});

export const listRecharges = declareCommand({
  service: 'pay', command: 'listRecharges', permission: 'recharge.view', input: listRechargesInput, output: pageOf(rechargeView),
  summary: "One page of recharges, newest first, by customer, status, currency and day recorded; a customer's login sees its own.",
});

export const confirmRecharge = declareCommand({
  service: 'pay', command: 'confirmRecharge', permission: 'recharge.confirm', input: rechargeIdInput, output: confirmRechargeOutput,
  summary: 'Confirm a pending recharge: its amount is credited to the account once, however many confirm it at once (60003 when already handled).',
});

export const rejectRecharge = declareCommand({
  service: 'pay', command: 'rejectRecharge', permission: 'recharge.confirm', input: rejectRechargeInput, output: rechargeView,
  summary: 'Reject a pending recharge with a reason (60003 when already handled); nothing is credited.',
});

export const financeDeclarations = [
  listCashAccounts, getCashAccount, listLedgerEntries, adjustBalance, reverseLedgerEntry, setCreditLimit,
  recordRecharge, listRecharges, confirmRecharge, rejectRecharge,
];
