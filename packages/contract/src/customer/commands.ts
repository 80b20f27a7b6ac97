import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { bindableLogin } from '../staff/staffLogin.ts';
import { customerGroupOption, customerIdInput, customerLogin, customerView, listCustomersInput, saveCustomerInput, setCustomerEnabledInput, setCustomerStatusInput } from './customer.ts';
import { bindCustomerLoginInput, createCustomerLoginInput, unbindCustomerLoginInput } from './login.ts';

/** enterpriseManagement/customerManagement: the carrier's customers, their terms, status, group and login. */
export const listCustomers = declareCommand({
  service: 'main', command: 'listCustomers', permission: 'customer.view', input: listCustomersInput, output: pageOf(customerView),
  summary: "One page of the company's customers (deleted ones never), filtered by keyword, status, settlement type, attribute, group, site, common and enabled.",
});

export const listCustomerGroupOptions = declareCommand({
  service: 'main', command: 'listCustomerGroupOptions', permission: 'customer.view', input: emptyInput, output: z.array(customerGroupOption),
  summary: "The company's customer groups a customer may be given (id, name, default flag), the default first.",
});

export const saveCustomer = declareCommand({
  service: 'main', command: 'saveCustomer', permission: 'customer.edit', input: saveCustomerInput, output: z.object({ id: z.number() }),
  summary: 'Create a customer (no id) or change one: codes unique, at most 4 common customers (on the head-office site), a site for any other, the group, finance department and linked cargo owner checked.',
});

export const setCustomerStatus = declareCommand({
  service: 'main', command: 'setCustomerStatus', permission: 'customer.edit', input: setCustomerStatusInput, output: emptyOutput,
  summary: "Stop, suspend or restore (normal) a customer; a stopped or suspended customer's logins are signed out and it can neither log in nor order.",
});

export const setCustomerEnabled = declareCommand({
  service: 'main', command: 'setCustomerEnabled', permission: 'customer.edit', input: setCustomerEnabledInput, output: emptyOutput,
  summary: "Enable or disable a customer; a disabled customer's logins are signed out and it can neither log in nor order.",
});

export const deleteCustomer = declareCommand({
  service: 'main', command: 'deleteCustomer', permission: 'customer.edit', input: customerIdInput, output: emptyOutput,
  summary: 'Delete a customer: it leaves the lists, keeps its code and orders, and its logins are refused (10040); one a cargo owner cooperates through is refused (10226).',
});

export const listCustomerBindableLogins = declareCommand({
  service: 'main', command: 'listCustomerBindableLogins', permission: 'customer.edit', input: emptyInput, output: z.array(bindableLogin),
  summary: "The company's logins that act for no staff member or customer yet, to bind one to a customer.",
});

export const createCustomerLogin = declareCommand({
  service: 'main', command: 'createCustomerLogin', permission: 'customer.edit', input: createCustomerLoginInput, output: customerLogin,
  summary: "Create a customer's login (an ordinary user holding the VIP customer position): a new account (10006 when the name is taken) with an initial password to change at first login.",
});

export const bindCustomerLogin = declareCommand({
  service: 'main', command: 'bindCustomerLogin', permission: 'customer.edit', input: bindCustomerLoginInput, output: customerLogin,
  summary: 'Bind a login of the company that acts for nobody yet to a customer; it takes the VIP customer position.',
});

export const unbindCustomerLogin = declareCommand({
  service: 'main', command: 'unbindCustomerLogin', permission: 'customer.edit', input: unbindCustomerLoginInput, output: emptyOutput,
  summary: "Unbind the login from a customer; the login stays, without the customer's position, and may be bound again.",
});

export const customerDeclarations = [
  listCustomers, listCustomerGroupOptions, saveCustomer, setCustomerStatus, setCustomerEnabled, deleteCustomer,
  listCustomerBindableLogins, createCustomerLogin, bindCustomerLogin, unbindCustomerLogin,
];
