import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../day-range.ts';
import { pageQueryFields } from '../envelope.ts';

/** The longest span of days one log query covers: the order lists' range (entities-rules.md 5.7). */
export const AUDIT_LOG_RANGE_DAYS = 31;


/** logQuery: the company's changes between two days (both included), optionally of one kind of record, by one user, or of records matching a text. */
export const listAuditLogInput = z
  .object({
    ...pageQueryFields,
    ...dayRangeFields,
    entity: z.string().trim().max(40).optional(),
    /** Part of the user's number or name. */
    userNo: z.string().trim().max(40).optional(),
    /** Part of a record's code or name, or its id. */
    keyword: z.string().trim().max(60).optional(),
  })
  .superRefine(checkDayRange(AUDIT_LOG_RANGE_DAYS));
export type ListAuditLogInput = z.infer<typeof listAuditLogInput>;

export const auditLogChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditLogChange = z.infer<typeof auditLogChange>;

/** One row of the log as logQuery lists it. */
export const auditLogRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  userNo: z.string(),
  /** The user's name as it reads now; empty for the system. */
  userName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  entityLabel: z.string(),
  action: z.string(),
  changes: z.array(auditLogChange),
  ip: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;
