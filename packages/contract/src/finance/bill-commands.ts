import { declareCommand } from '../command.ts';
import { taskView } from '../task/task.ts';
import {
  billDetailOutput, billIdInput, billLineFilter, disputeBillInput, generateBillsInput, listBillLinesInput, listBillLinesOutput,
  listBillsInput, listBillsOutput, writeOffBillInput,
} from './bill.ts';

/** financeManagement/billquery and billdetails (docs/finance.md, "Bills"). */
export const generateBills = declareCommand({
  service: 'main', command: 'generateBills', permission: 'bill.generate', input: generateBillsInput, output: taskView,
  summary: "Start the background task that bills the period holding `day`: per customer and payment method, the audited orders not yet billed and the later changes of billed ones. Each customer's bill is written whole; run again, it bills only what is left.",
});

export const listBills = declareCommand({
  service: 'main', command: 'listBills', permission: 'bill.view', input: listBillsInput, output: listBillsOutput,
  summary: "One page of bills, newest first, with the filtered list's sums per currency. A customer's login sees its own, a cargo owner its bills from its carriers.",
});

export const getBill = declareCommand({
  service: 'main', command: 'getBill', permission: 'bill.view', input: billIdInput, output: billDetailOutput,
  summary: 'One bill with its amounts per currency and its write-offs.',
});

export const listBillLines = declareCommand({
  service: 'main', command: 'listBillLines', permission: 'bill.view', input: listBillLinesInput, output: listBillLinesOutput,
  summary: "billdetails: one page of bill lines (every order with its freight breakdown, and later changes), of one bill or of every bill the caller sees.",
});

export const exportBillLines = declareCommand({
  service: 'main', command: 'exportBillLines', permission: 'bill.view', input: billLineFilter, output: taskView,
  summary: 'Export the filtered bill lines to an Excel workbook, as a background task (one export at a time per user, 20182).',
});

export const confirmBill = declareCommand({
  service: 'main', command: 'confirmBill', permission: 'bill.confirm', input: billIdInput, output: billDetailOutput,
  summary: 'The customer (or its reconciler for it) agrees the bill; a confirmed bill is confirmed once (60005).',
});

export const disputeBill = declareCommand({
  service: 'main', command: 'disputeBill', permission: 'bill.confirm', input: disputeBillInput, output: billDetailOutput,
  summary: 'Dispute lines of an unconfirmed bill, each with a reason; the bill is disputed until it is confirmed (60005 once confirmed).',
});

export const writeOffBill = declareCommand({
  service: 'main', command: 'writeOffBill', permission: 'bill.writeOff', input: writeOffBillInput, output: billDetailOutput,
  summary: "Write off part or all of a confirmed bill's open amount in one currency against a receipt: a writeOff entry credits the customer's account (60006 above the open amount, 60007 before the bill is confirmed).",
});

export const billDeclarations = [generateBills, listBills, getBill, listBillLines, exportBillLines, confirmBill, disputeBill, writeOffBill];
