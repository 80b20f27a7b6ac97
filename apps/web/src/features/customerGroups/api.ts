import { deleteCustomerGroup, listCustomerGroupOptions, listCustomerGroups, listCustomers, saveCustomerGroup, saveGroupCommands } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useCustomerGroups = () => useCommandQuery(listCustomerGroups, {});

/** A group change also changes the customer list's group names and the pickers' choices. */
const reloadedByGroupChange = [listCustomerGroups, listCustomerGroupOptions, listCustomers];

export const useSaveCustomerGroup = () => useCommandMutation(saveCustomerGroup, reloadedByGroupChange);
export const useDeleteCustomerGroup = () => useCommandMutation(deleteCustomerGroup, reloadedByGroupChange);
export const useSaveGroupCommands = () => useCommandMutation(saveGroupCommands, reloadedByGroupChange);
