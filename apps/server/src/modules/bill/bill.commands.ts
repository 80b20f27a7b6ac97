import { DEFAULT_LANGUAGE, fieldError, matchLanguage } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/finance/bill-commands';
import { implement } from '../../envelope/command.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { findMoneyCustomer, refuseUnlessStaff } from '../ledger/index.ts';
import { listBillLinePage } from './bill-lines.queries.ts';
import { listBillPage, readBillDetail } from './bill.queries.ts';
import { writeOffBill } from './bill-write-off.ts';
import { confirmBill, disputeBill } from './bill.writes.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** financeManagement/billquery and billdetails (docs/finance.md, "Bills"). */
export const billCommands = [
  implement(contract.generateBills, async (ctx, input) => {
    // Billing is the carrier's: a cargo owner or a customer's login never starts it, whatever it holds.
    refuseUnlessStaff(ctx.caller);
    if (input.day > todayUtc()) throw fieldError('day', 'tooBig', { max: todayUtc() });
    // Another company's customer answers as a missing one.
    if (input.customerId !== undefined && !(await findMoneyCustomer(ctx.db, ctx.caller, input.customerId))) throw fieldError('customerId', 'notFound');
    return enqueueTask(ctx.db, ctx.caller, 'billGeneration', input);
  }),
  implement(contract.listBills, (ctx, input) => listBillPage(ctx.db, ctx.caller, input)),
  implement(contract.getBill, (ctx, input) => readBillDetail(ctx.db, ctx.caller, input.billId)),
  implement(contract.listBillLines, (ctx, input) => listBillLinePage(ctx.db, ctx.caller, input)),
  implement(contract.exportBillLines, (ctx, input) =>
    enqueueTask(ctx.db, ctx.caller, 'billExport', { filter: input, language: matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE })),
  implement(contract.confirmBill, (ctx, input) => confirmBill(ctx, input.billId)),
  implement(contract.disputeBill, (ctx, input) => disputeBill(ctx, input)),
  implement(contract.writeOffBill, (ctx, input) => writeOffBill(ctx, input)),
];
