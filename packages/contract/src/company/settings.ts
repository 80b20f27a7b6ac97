import { z } from 'zod';
import { LOCK_MINUTES_MAX, LOCK_MINUTES_MIN } from '../auth/profile.ts';

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
export type CompanySettingsView = CompanySettings & { companyNo: string; kind: 'carrier' | 'cargoOwner' };
