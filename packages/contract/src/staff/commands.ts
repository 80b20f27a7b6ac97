import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { listStaffInput, saveStaffInput, staffIdInput, staffLogin, staffPositionOption, staffRow } from './staff.ts';
import { bindStaffLoginInput, bindableLogin, createStaffLoginInput, unbindStaffLoginInput } from './staffLogin.ts';

/** enterpriseManagement/staffManagement: the company's staff and the logins acting for them. */
export const listStaff = declareCommand({
  service: 'main', command: 'listStaff', permission: 'staff.view', input: listStaffInput, output: pageOf(staffRow),
  summary: "One page of the company's staff by code, after the filters, with each one's site, position and bound login.",
});

export const listStaffPositions = declareCommand({
  service: 'main', command: 'listStaffPositions', permission: 'staff.view', input: emptyInput, output: z.array(staffPositionOption),
  summary: "The company's positions a staff member may hold, for the staff form and filter.",
});

export const saveStaff = declareCommand({
  service: 'main', command: 'saveStaff', permission: 'staff.edit', input: saveStaffInput, output: z.object({ id: z.number() }),
  summary: 'Create a staff member (no id) or change one; codes are unique. A bound login takes the position; out of post, its sessions end.',
});

export const deleteStaff = declareCommand({
  service: 'main', command: 'deleteStaff', permission: 'staff.edit', input: staffIdInput, output: emptyOutput,
  summary: 'Delete a staff member no login is bound to (unbind it first).',
});

export const listBindableLogins = declareCommand({
  service: 'main', command: 'listBindableLogins', permission: 'staff.edit', input: emptyInput, output: z.array(bindableLogin),
  summary: "The company's logins that act for no staff member or customer yet, to bind one to a staff member.",
});

export const createStaffLogin = declareCommand({
  service: 'main', command: 'createStaffLogin', permission: 'staff.edit', input: createStaffLoginInput, output: staffLogin,
  summary: 'Create a login for a staff member: a new account (10006 when the name is taken) with an initial password to change at first login.',
});

export const bindStaffLogin = declareCommand({
  service: 'main', command: 'bindStaffLogin', permission: 'staff.edit', input: bindStaffLoginInput, output: staffLogin,
  summary: "Bind a login of the company that acts for nobody yet to a staff member; it takes the staff member's position.",
});

export const unbindStaffLogin = declareCommand({
  service: 'main', command: 'unbindStaffLogin', permission: 'staff.edit', input: unbindStaffLoginInput, output: emptyOutput,
  summary: 'Unbind the login from a staff member; the login stays and may be bound again.',
});

export const staffDeclarations = [listStaff, listStaffPositions, saveStaff, deleteStaff, listBindableLogins, createStaffLogin, bindStaffLogin, unbindStaffLogin];
