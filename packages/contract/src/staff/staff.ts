import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { SITE_TYPES } from '../site/site.ts';

/** Staff (entities-rules.md 3.4); only staff in post may log in (section 6). */
export const STAFF_STATUSES = ['inPost', 'suspended', 'left'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const STAFF_CODE_MAX = 20;
export const STAFF_NAME_MAX = 40;

const idField = z.number().int().positive();

/** Field schemas one by one, so a form item checks exactly what the command checks. */
export const staffFields = {
  code: z.string().trim().min(1).max(STAFF_CODE_MAX).regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(STAFF_NAME_MAX),
  gender: z.enum(GENDERS),
  status: z.enum(STAFF_STATUSES),
  siteId: idField.nullish(),
  department: z.string().trim().max(40).default(''),
  /** Digits, plus and hyphen, as the other phone fields of the enterprise screens. */
  phone: z.string().trim().max(40).regex(/^[0-9+-]*$/).default(''),
  positionId: idField.nullish(),
  hireDate: z.iso.date().nullish(),
};

/** New staff member (no id) or a change; the code is unique in the company. */
export const saveStaffInput = z.object({ id: idField.optional(), ...staffFields });
export type SaveStaffInput = z.infer<typeof saveStaffInput>;

export const staffIdInput = z.object({ id: idField });

export const listStaffInput = z.object({
  ...pageQueryFields,
  /** Part of the code, name or phone. */
  keyword: z.string().trim().max(40).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  siteId: idField.optional(),
  positionId: idField.optional(),
});
export type ListStaffInput = z.infer<typeof listStaffInput>;

/** The login identity a staff member acts through, when one is bound. */
export const staffLogin = z.object({ userId: z.number(), userNo: z.string(), account: z.string() });
export type StaffLogin = z.infer<typeof staffLogin>;

export const staffRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  status: z.enum(STAFF_STATUSES),
  siteId: z.number().nullable(),
  siteCode: z.string().nullable(),
  siteNameCn: z.string().nullable(),
  siteNameEn: z.string().nullable(),
  siteType: z.enum(SITE_TYPES).nullable(),
  department: z.string(),
  phone: z.string(),
  positionId: z.number().nullable(),
  positionName: z.string().nullable(),
  positionRoleKey: z.string().nullable(),
  hireDate: z.string().nullable(),
  login: staffLogin.nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;

/** A position as the staff form and filter offer it; a default position's name is its role key until renamed. */
export const staffPositionOption = z.object({ id: z.number(), name: z.string(), roleKey: z.string().nullable() });
export type StaffPositionOption = z.infer<typeof staffPositionOption>;
