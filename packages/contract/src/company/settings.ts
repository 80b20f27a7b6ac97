import { z } from 'zod';
import { COMPANY_KINDS, LOCK_MINUTES_MAX, LOCK_MINUTES_MIN } from '../auth/profile.ts';

/** A company's own settings (systemManagent/customConfig). */
export const companySettingsSchema = z.object({
  nameCn: z.string().trim().min(1).max(20),
  nameEn: z.string().trim().max(120),
  lockMinutes: z.number().int().min(LOCK_MINUTES_MIN).max(LOCK_MINUTES_MAX),
  recordNo: z.string().trim().max(60),
  customHost: z
    .string()
    .trim()
    .toLowerCase()
    .max(255)
    .regex(/^$|^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const saveCompanySettingsInput = companySettingsSchema;
/** The settings as the server answers them, with the company's code and kind. */
export const companySettingsView = z.object({
  nameCn: z.string(),
  nameEn: z.string(),
  lockMinutes: z.number(),
  recordNo: z.string(),
  customHost: z.string(),
  companyNo: z.string(),
  kind: z.enum(COMPANY_KINDS),
});
export type CompanySettingsView = z.infer<typeof companySettingsView>;
