import { deleteCustomerGroup, listCustomerGroupOptions, listCustomerGroups, listCustomers } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useCustomerGroups = () => useCommandQuery(listCustomerGroups, {});

/** A group change also changes the customer list's group names and the pickers' choices. */
export const reloadedByGroupChange = [listCustomerGroups, listCustomerGroupOptions, listCustomers];

export const useDeleteCustomerGroup = () => useCommandMutation(deleteCustomerGroup, reloadedByGroupChange);
