import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteFinanceDept, getFinanceDeptFormOptions, getFinanceDeptOptions, listCustomers, listFinanceDepts, listSites, type CommandInput,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

/**
 * A department's change reloads the list, the other screens' choices, what the dialogs choose from, and the customer
 * and site lists, which name each one's department.
 */
export const reloadedByDeptChange = [listFinanceDepts, getFinanceDeptOptions, getFinanceDeptFormOptions, listCustomers, listSites];

/** Every department of the company (the assignment names the one an item moves from; the customer and site forms offer them). */
export const useFinanceDeptOptions = () => useCommandQuery(getFinanceDeptOptions, {});

/** Staff, customers and sites with their departments: loaded only for those who may edit (the command needs the right). */
export const useFinanceDeptFormOptions = (enabled: boolean) => useCommandQuery(getFinanceDeptFormOptions, {}, { enabled });

/** Silent: the page says what keeps a department in use instead of the general hint. */
export function useDeleteFinanceDept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<typeof deleteFinanceDept>) => runCommand(deleteFinanceDept, input, { silent: true }),
    onSuccess: () => Promise.all(reloadedByDeptChange.map((other) => queryClient.invalidateQueries({ queryKey: commandKeyOf(other) }))),
  });
}
