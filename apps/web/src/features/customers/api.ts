import {
  bindCustomerLogin, createCustomerLogin, deleteCustomer, getFinanceDeptFormOptions, listBindableLogins, listCustomerBindableLogins,
  listCustomerGroupOptions, listCustomerGroups, listCustomers, listFinanceDepts, setCustomerEnabled, setCustomerStatus, unbindCustomerLogin,
} from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import type { LoginBindingCommands } from '../../components/LoginBindingModal.tsx';

export const useCustomerGroupOptions = () => useCommandQuery(listCustomerGroupOptions, {});

/**
 * A customer change also changes group and finance department counts, the departments' transfers and which logins are
 * free (to customers and staff), so those lists reload too.
 */
export const reloadedByCustomerChange = [
  listCustomers, listCustomerGroups, listCustomerBindableLogins, listBindableLogins, listFinanceDepts, getFinanceDeptFormOptions,
];

export const useSetCustomerStatus = () => useCommandMutation(setCustomerStatus, reloadedByCustomerChange);
export const useSetCustomerEnabled = () => useCommandMutation(setCustomerEnabled, reloadedByCustomerChange);
export const useDeleteCustomer = () => useCommandMutation(deleteCustomer, reloadedByCustomerChange);
export const useUnbindCustomerLogin = () => useCommandMutation(unbindCustomerLogin, reloadedByCustomerChange);

export const customerLoginBinding: LoginBindingCommands = {
  listBindable: listCustomerBindableLogins, create: createCustomerLogin, bind: bindCustomerLogin, reload: reloadedByCustomerChange,
};
