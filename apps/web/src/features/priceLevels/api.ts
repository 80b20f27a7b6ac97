import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePriceLevel, getPriceLevelOptions, listCustomers, listPriceLevels, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

/** The levels by name (the customer form's quotation), the channels and the customer groups. */
export const usePriceLevelOptions = () => useCommandQuery(getPriceLevelOptions, {});

/** A level's change reloads the list, the quotation choices and the customers (a rename renames their quotation). */
export const reloadedByLevelChange = [listPriceLevels, getPriceLevelOptions, listCustomers];

/** Silent: the page says what keeps a level in use instead of the general hint. */
export function useDeletePriceLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<typeof deletePriceLevel>) => runCommand(deletePriceLevel, input, { silent: true }),
    onSuccess: () => Promise.all(reloadedByLevelChange.map((other) => queryClient.invalidateQueries({ queryKey: commandKeyOf(other) }))),
  });
}
