import {
  confirmBill, disputeBill, exportBillLines, generateBills, getBill, listBillLines, listBills, listCashAccounts, listLedgerEntries, listMyTasks, writeOffBill,
} from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** What a bill's confirmation or dispute makes stale: the list (statuses), the bill and its lines (dispute reasons). */
const reloadedByBillChange = [listBills, getBill, listBillLines];

/** A write-off also credits the customer's cash account. */
const reloadedByWriteOff = [...reloadedByBillChange, listCashAccounts, listLedgerEntries];

/** One bill with its write-offs, newest first. */
export const useBill = (billId: number | undefined) => useCommandQuery(getBill, { billId: billId ?? 0 }, { enabled: billId !== undefined });

export const useConfirmBill = () => useCommandMutation(confirmBill, reloadedByBillChange);
export const useDisputeBill = () => useCommandMutation(disputeBill, reloadedByBillChange);
export const useWriteOffBill = () => useCommandMutation(writeOffBill, reloadedByWriteOff);

/** Both start a task: the progress box asks for the user's tasks again at once. */
export const useGenerateBills = () => useCommandMutation(generateBills, [listMyTasks]);
export const useExportBillLines = () => useCommandMutation(exportBillLines, [listMyTasks]);
