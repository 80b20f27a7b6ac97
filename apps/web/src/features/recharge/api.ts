import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmRecharge, fileDownload, listCashAccounts, listLedgerEntries, listRecharges, recordRecharge, type RecordRechargeInput, type RechargeView,
} from '@parcelflow/contract';
import { commandKeyOf, useCommandMutation } from '../../app/command.ts';
import { downloadCommand, saveBlob, sendWithFile } from '../../app/transfer.ts';

/** A confirmation credits the account: its balance and entries reload with the list. */
export const useConfirmRecharge = () => useCommandMutation(confirmRecharge, [listRecharges, listCashAccounts, listLedgerEntries]);

/** pay/recordRecharge is multipart: head, body, then the voucher (the way file/upload sends a file). */
export function useRecordRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, voucher }: { input: RecordRechargeInput; voucher: File }) => sendWithFile(recordRecharge, input, voucher),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandKeyOf(listRecharges) }),
  });
}

/** The voucher, downloaded with the caller's rights through file/fileDownload. */
export async function downloadVoucher(recharge: RechargeView & { voucherFileId: number }): Promise<void> {
  saveBlob(await downloadCommand(fileDownload, { fileId: recharge.voucherFileId }, recharge.voucherName ?? recharge.rechargeNo));
}
