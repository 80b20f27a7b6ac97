import { z } from 'zod';
import { accountField, passwordField } from '../auth/fields.ts';

const idField = z.number().int().positive();

/**
 * A new login for a staff member: an account name (5.6 rules) and an initial password the staff member
 * changes at first login. The identity gets its own user number.
 */
export const createStaffLoginInput = z.object({ staffId: idField, account: accountField, password: passwordField });
export type CreateStaffLoginInput = z.infer<typeof createStaffLoginInput>;

/** Binds an existing login of the company, not yet acting for anyone, to a staff member. */
export const bindStaffLoginInput = z.object({ staffId: idField, userId: idField });
export type BindStaffLoginInput = z.infer<typeof bindStaffLoginInput>;

export const unbindStaffLoginInput = z.object({ staffId: idField });

/** A login of the company that no staff member or customer acts through yet. */
export const bindableLogin = z.object({ userId: z.number(), userNo: z.string(), account: z.string(), displayName: z.string() });
export type BindableLogin = z.infer<typeof bindableLogin>;
