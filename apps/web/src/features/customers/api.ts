import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BindCustomerLoginInput, BindableLogin, CreateCustomerLoginInput, CustomerGroupOption, CustomerLogin, CustomerStatus, CustomerView,
  ListCustomersInput, Page, SaveCustomerInput,
} from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useCustomers(query: ListCustomersInput, enabled = true) {
  return useQuery({
    queryKey: ['customers', query],
    queryFn: () => callCommand<Page<CustomerView>>('main', 'listCustomers', query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCustomerGroupOptions() {
  return useQuery({ queryKey: ['customerGroupOptions'], queryFn: () => callCommand<CustomerGroupOption[]>('main', 'listCustomerGroupOptions') });
}

export function useCustomerBindableLogins(enabled: boolean) {
  return useQuery({ queryKey: ['bindableLogins', 'customer'], queryFn: () => callCommand<BindableLogin[]>('main', 'listCustomerBindableLogins'), enabled });
}

/** A customer change also changes group counts and which logins are free, so those lists reload too. */
function useCustomerMutation<I, O = object>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all(['customers', 'customerGroups', 'bindableLogins'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useSaveCustomer = () => useCustomerMutation<SaveCustomerInput, { id: number }>('saveCustomer');
export const useSetCustomerStatus = () => useCustomerMutation<{ id: number; status: CustomerStatus }>('setCustomerStatus');
export const useSetCustomerEnabled = () => useCustomerMutation<{ id: number; enabled: boolean }>('setCustomerEnabled');
export const useDeleteCustomer = () => useCustomerMutation<{ id: number }>('deleteCustomer');
export const useCreateCustomerLogin = () => useCustomerMutation<CreateCustomerLoginInput, CustomerLogin>('createCustomerLogin');
export const useBindCustomerLogin = () => useCustomerMutation<BindCustomerLoginInput, CustomerLogin>('bindCustomerLogin');
export const useUnbindCustomerLogin = () => useCustomerMutation<{ customerId: number }>('unbindCustomerLogin');
export const useMoveCustomers = () => useCustomerMutation<{ customerIds: number[]; groupId: number }, { moved: number }>('moveCustomersToGroup');
