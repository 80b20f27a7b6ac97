import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/customer/commands';
import { implement } from '../../envelope/command.ts';
import { listBindableLogins, loginBinding } from '../loginBinding/index.ts';
import { alignCustomerLogin, releaseCustomerLogin } from './customer.login.ts';
import { findCustomer, type CustomerRow } from './customer.queries.ts';

/** A customer's login holds the VIP customer position and the customer's name; unbound, it holds no position. */
const customerLogins = loginBinding<CustomerRow>({
  kind: 'customer',
  find: (tx, companyId, id, field) => findCustomer(tx, companyId, id, field, true),
  label: (customer) => `${customer.code} ${customer.name}`,
  newUser: (customer) => ({ userSourceType: 1, displayName: customer.name, customerId: customer.id }),
  attach: async (tx, customer, user) => {
    // An administrator holds every right; a customer's login must hold only what its group grants.
    if (user.isAdmin) throw fieldError('userId', 'invalidValue');
    await alignCustomerLogin(tx, customer, user.id);
  },
  release: releaseCustomerLogin,
});

export const customerLoginCommands = [
  implement(contract.listCustomerBindableLogins, (ctx) => listBindableLogins(ctx)),
  implement(contract.createCustomerLogin, (ctx, input) => customerLogins.create(ctx, input.customerId, input)),
  implement(contract.bindCustomerLogin, (ctx, input) => customerLogins.bind(ctx, input.customerId, input.userId)),
  implement(contract.unbindCustomerLogin, async (ctx, input) => {
    await customerLogins.unbind(ctx, input.customerId);
    return {};
  }),
];
