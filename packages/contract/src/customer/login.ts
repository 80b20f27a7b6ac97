import { z } from 'zod';
import { accountField, passwordField } from '../auth/fields.ts';

const idField = z.number().int().positive();

/**
 * A new login for a customer, as a staff member's is made: an account name (5.6 rules) and an initial
 * password the customer changes at first login (10006 when the name is taken).
 */
export const createCustomerLoginInput = z.object({ customerId: idField, account: accountField, password: passwordField });
export type CreateCustomerLoginInput = z.infer<typeof createCustomerLoginInput>;

/** Binds a login of the company that acts for no staff member or customer yet. */
export const bindCustomerLoginInput = z.object({ customerId: idField, userId: idField });
export type BindCustomerLoginInput = z.infer<typeof bindCustomerLoginInput>;

export const unbindCustomerLoginInput = z.object({ customerId: idField });
