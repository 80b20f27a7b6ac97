import { z } from 'zod';
import { accountField, companyNoField, emailField, passwordField, phoneField, verificationCodeField } from './fields.ts';

export const REGISTRATION_KINDS = ['carrier', 'cargoOwner'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** Sends a registration code to a phone number or email address not yet registered. */
export const sendRegisterCodeInput = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('phone'), target: phoneField }),
  z.object({ channel: z.literal('email'), target: emailField }),
]);
export type SendRegisterCodeInput = z.infer<typeof sendRegisterCodeInput>;
/** Answered by every code send: the client counts down before offering to send again. */
export const sendCodeOutput = z.object({ resendAfterSeconds: z.number() });
export type SendCodeOutput = z.infer<typeof sendCodeOutput>;

const registrationBase = z.object({
  account: accountField,
  password: passwordField,
  confirmPassword: z.string(),
  contactName: z.string().trim().min(1).max(40),
  phone: phoneField.optional(),
  email: emailField.optional(),
  channel: z.enum(['phone', 'email']),
  code: verificationCodeField,
  companyNameCn: z.string().trim().max(20).optional(),
});

/**
 * Carrier or cargo-owner registration (entities-rules.md 5.6). A carrier needs a company code (3 to 10
 * letters or digits) and an English name of 3 to 120; a cargo owner's English name is at most 20.
 */
export const userRegisterInput = z.discriminatedUnion('kind', [
  registrationBase.extend({
    kind: z.literal('carrier'),
    companyNo: companyNoField,
    companyNameCn: z.string().trim().min(1).max(20),
    companyNameEn: z.string().trim().min(3).max(120),
  }),
  registrationBase.extend({
    kind: z.literal('cargoOwner'),
    companyNameEn: z.string().trim().max(20).optional(),
  }),
]).superRefine((v, ctx) => {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], params: { reason: 'mismatch' } });
  const target = v.channel === 'phone' ? v.phone : v.email;
  if (!target) ctx.addIssue({ code: 'custom', path: [v.channel], params: { reason: 'required' } });
});
export type UserRegisterInput = z.infer<typeof userRegisterInput>;
export const userRegisterOutput = z.object({ userNo: z.string(), companyNo: z.string(), kind: z.enum(REGISTRATION_KINDS) });
export type UserRegisterOutput = z.infer<typeof userRegisterOutput>;
