import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import type { UserSourceType } from './login.ts';

export type CompanyKind = 'carrier' | 'cargoOwner';

export type UserProfile = {
  userId: number;
  userNo: string;
  account: string;
  displayName: string;
  userSourceType: UserSourceType;
  isAdmin: boolean;
  companyNo: string;
  companyName: string;
  companyNameEn: string;
  companyKind: CompanyKind;
  positionName: string | null;
  language: (typeof LANGUAGES)[number] | null;
  lockMinutes: number;
  taskBoxShown: boolean;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
};

export const saveUserPreferenceInput = z.object({
  /** null forgets the saved language: the interface follows the browser again. */
  language: z.enum(LANGUAGES).nullable().optional(),
  taskBoxShown: z.boolean().optional(),
});

export const LOCK_MINUTES_MIN = 1;
export const LOCK_MINUTES_MAX = 480;
export const DEFAULT_LOCK_MINUTES = 30;

export const unlockScreenInput = z.object({ password: z.string().min(1).max(64) });
