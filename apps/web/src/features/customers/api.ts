import {
  bindCustomerLogin, createCustomerLogin, deleteCustomer, listBindableLogins, listCustomerBindableLogins, listCustomerGroupOptions, listCustomerGroups,
  listCustomers, moveCustomersToGroup, setCustomerEnabled, setCustomerStatus, unbindCustomerLogin, type ListCustomersInput,
} from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import type { LoginBindingCommands } from '../../components/LoginBindingModal.tsx';

export const useCustomers = (query: ListCustomersInput, enabled = true) => useCommandQuery(listCustomers, query, { keepPrevious: true, enabled });

export const useCustomerGroupOptions = () => useCommandQuery(listCustomerGroupOptions, {});

/** A customer change also changes group counts and which logins are free (to customers and staff), so those lists reload too. */
export const reloadedByCustomerChange = [listCustomers, listCustomerGroups, listCustomerBindableLogins, listBindableLogins];

export const useSetCustomerStatus = () => useCommandMutation(setCustomerStatus, reloadedByCustomerChange);
export const useSetCustomerEnabled = () => useCommandMutation(setCustomerEnabled, reloadedByCustomerChange);
export const useDeleteCustomer = () => useCommandMutation(deleteCustomer, reloadedByCustomerChange);
export const useUnbindCustomerLogin = () => useCommandMutation(unbindCustomerLogin, reloadedByCustomerChange);
export const useMoveCustomers = () => useCommandMutation(moveCustomersToGroup, reloadedByCustomerChange);

export const customerLoginBinding: LoginBindingCommands = {
  listBindable: listCustomerBindableLogins, create: createCustomerLogin, bind: bindCustomerLogin, reload: reloadedByCustomerChange,
};
