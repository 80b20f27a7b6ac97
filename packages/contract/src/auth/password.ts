import { z } from 'zod';
import { accountField, loginAccountField, passwordField, verificationCodeField } from './fields.ts';
import { sendCodeOutput } from './register.ts';

export const changePasswordInput = z
  .object({
    oldPassword: z.string().min(1).max(64),
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], params: { reason: 'mismatch' } });

/** Forgot password, step 1: send a 6-digit code to the account's phone or email. */
export const sendResetCodeInput = z.object({ account: loginAccountField });
export const sendResetCodeOutput = sendCodeOutput.extend({ maskedTarget: z.string() });
export type SendResetCodeOutput = z.infer<typeof sendResetCodeOutput>;

/** Step 2: check the code before asking for the new password. */
export const checkResetCodeInput = z.object({ account: loginAccountField, code: verificationCodeField });

/** Step 3: set the new password; the code is used up. */
export const resetPasswordInput = z
  .object({
    account: loginAccountField,
    code: verificationCodeField,
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], params: { reason: 'mismatch' } });

export { accountField };
