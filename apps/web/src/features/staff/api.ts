import {
  bindStaffLogin, createStaffLogin, deleteStaff, listBindableLogins, listCustomerBindableLogins, listSites, listStaff, listStaffPositions, unbindStaffLogin,
} from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import type { LoginBindingCommands } from '../../components/LoginBindingModal.tsx';

export const useStaffPositions = () => useCommandQuery(listStaffPositions, {});

/** A staff change also changes site counts and which logins are free (to staff and customers), so those lists reload too. */
export const reloadedByStaffChange = [listStaff, listBindableLogins, listCustomerBindableLogins, listSites];

export const useDeleteStaff = () => useCommandMutation(deleteStaff, reloadedByStaffChange);
export const useUnbindStaffLogin = () => useCommandMutation(unbindStaffLogin, reloadedByStaffChange);

export const staffLoginBinding: LoginBindingCommands = { listBindable: listBindableLogins, create: createStaffLogin, bind: bindStaffLogin, reload: reloadedByStaffChange };
