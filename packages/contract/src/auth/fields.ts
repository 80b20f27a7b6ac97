import { z } from 'zod';

/** Field rules of entities-rules.md 5.6, shared by the forms and the server. */
export const ACCOUNT_MIN = 6;
export const ACCOUNT_MAX = 12;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_CODE_SECONDS = 60;
export const VERIFICATION_CODE_MINUTES = 10;

export const accountField = z
  .string()
  .trim()
  .min(ACCOUNT_MIN)
  .max(ACCOUNT_MAX)
  .regex(/^[A-Za-z0-9_.@-]+$/);

/** Login accepts whatever was typed (older accounts may not meet today's rules); only a length cap. */
export const loginAccountField = z.string().trim().min(1).max(64);
export const loginPasswordField = z.string().min(1).max(64);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/[A-Za-z]/)
  .regex(/[0-9]/)
  .regex(/^[\x21-\x7e]+$/);

export const verificationCodeField = z.string().regex(/^\d{6}$/);

export const companyNoField = z
  .string()
  .trim()
  .min(3)
  .max(10)
  .regex(/^[A-Za-z0-9]+$/);

export const phoneField = z.string().trim().min(4).max(20).regex(/^\+?[0-9-]+$/);
export const emailField = z.string().trim().max(50).email();
