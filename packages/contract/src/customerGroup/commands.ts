import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput } from '../command.ts';
import { customerGroupIdInput, customerGroupView, groupCommands, moveCustomersInput, saveCustomerGroupInput, saveGroupCommandsInput } from './customerGroup.ts';

/** enterpriseManagement/customerGroup: groups of customers, the API commands each grants, and moving customers between them. */
export const listCustomerGroups = declareCommand({
  service: 'main', command: 'listCustomerGroups', permission: 'customerGroup.view', input: emptyInput, output: z.array(customerGroupView),
  summary: "The company's customer groups, the default first, with their customer counts and the API commands each grants.",
});

export const saveCustomerGroup = declareCommand({
  service: 'main', command: 'saveCustomerGroup', permission: 'customerGroup.edit', input: saveCustomerGroupInput, output: z.object({ id: z.number() }),
  summary: 'Create a customer group (no id) or rename one: names are unique (10096), groups limited (10097), the default keeps its name (10098).',
});

export const saveGroupCommands = declareCommand({
  service: 'main', command: 'saveGroupCommands', permission: 'customerGroup.edit', input: saveGroupCommandsInput, output: z.object({ apiCommands: groupCommands }),
  summary: "Replace the API commands a customer group grants its customers' logins; they apply at the next request.",
});

export const deleteCustomerGroup = declareCommand({
  service: 'main', command: 'deleteCustomerGroup', permission: 'customerGroup.edit', input: customerGroupIdInput, output: emptyOutput,
  summary: 'Delete a customer group other than the default; in the same transaction its customers move to the default group and the agreements naming it are deleted, each logged.',
});

export const moveCustomersToGroup = declareCommand({
  service: 'main', command: 'moveCustomersToGroup', permission: 'customerGroup.edit', input: moveCustomersInput, output: z.object({ moved: z.number() }),
  summary: 'Move one or many customers into a group, all or none: a customer missing, deleted or of another company fails the move (10099).',
});

export const customerGroupDeclarations = [listCustomerGroups, saveCustomerGroup, saveGroupCommands, deleteCustomerGroup, moveCustomersToGroup];
