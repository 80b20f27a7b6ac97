import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerGroupView, GroupCommand, SaveCustomerGroupInput, SaveGroupCommandsInput } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useCustomerGroups() {
  return useQuery({ queryKey: ['customerGroups'], queryFn: () => callCommand<CustomerGroupView[]>('main', 'listCustomerGroups') });
}

/** A group change also changes the customer list's group names and the pickers' choices. */
function useGroupMutation<I, O = object>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all(['customerGroups', 'customerGroupOptions', 'customers'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useSaveCustomerGroup = () => useGroupMutation<SaveCustomerGroupInput, { id: number }>('saveCustomerGroup');
export const useDeleteCustomerGroup = () => useGroupMutation<{ id: number }>('deleteCustomerGroup');
export const useSaveGroupCommands = () => useGroupMutation<SaveGroupCommandsInput, { apiCommands: GroupCommand[] }>('saveGroupCommands');
