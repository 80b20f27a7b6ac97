import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { userSourceTypeField } from './login.ts';

export const COMPANY_KINDS = ['carrier', 'cargoOwner'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const userProfile = z.object({
  userId: z.number(),
  userNo: z.string(),
  account: z.string(),
  displayName: z.string(),
  userSourceType: userSourceTypeField,
  isAdmin: z.boolean(),
  companyNo: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  companyKind: z.enum(COMPANY_KINDS),
  positionName: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  lockMinutes: z.number(),
  taskBoxShown: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const saveUserPreferenceInput = z.object({
  /** null forgets the saved language: the interface follows the browser again. */
  language: z.enum(LANGUAGES).nullable().optional(),
  taskBoxShown: z.boolean().optional(),
});

export const LOCK_MINUTES_MIN = 1;
export const LOCK_MINUTES_MAX = 480;
export const DEFAULT_LOCK_MINUTES = 30;

export const unlockScreenInput = z.object({ password: z.string().min(1).max(64) });
