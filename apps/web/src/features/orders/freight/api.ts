import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrderPrices, reweighOrder, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../../app/command.ts';

/** An order's stored prices, newest first. */
export const useOrderPrices = (id: number) => useCommandQuery(getOrderPrices, { id }, { enabled: id > 0 });

/** A re-weigh; the order's prices reload after it. */
export function useReweighOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<typeof reweighOrder>) => runCommand(reweighOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandKeyOf(getOrderPrices) }),
  });
}
