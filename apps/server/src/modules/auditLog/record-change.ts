import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { auditLog, type AuditAction, type FieldChange } from './auditLog.table.ts';

/** A database or an open transaction: a change is recorded in the transaction that makes it. */
type Writer = Pick<Db, 'insert'>;

export type ChangeRecord = {
  entity: string;
  entityId: number | string;
  entityLabel: string;
  action: AuditAction;
  /** The record before the change (absent when created). */
  before?: Record<string, unknown>;
  /** The record after the change (absent when deleted). */
  after?: Record<string, unknown>;
  /** The company whose log keeps it, when not the caller's: a partnership touches both sides, each logs what the other did to its records. */
  companyId?: number;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record; every field given when it was created or deleted.
 * Fields that are bookkeeping rather than content (ids, versions, timestamps) are left out.
 */
export function fieldChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((field) => !IGNORED_FIELDS.has(field)));
  return [...fields]
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

const IGNORED_FIELDS = new Set(['id', 'companyId', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'passwordHash']);

/**
 * Keeps one change in the audit log, by the calling user from the request's address, written by `db` (pass the transaction that makes the change, so both
 * land or neither). An update that changed nothing is not recorded.
 */
/** Who made a change: a request's caller, or the user a background task runs for. */
export type ChangeActor = { caller: Pick<Caller, 'companyId' | 'userId' | 'userNo'>; ip: string };

export async function recordChange(db: Writer, ctx: ChangeActor, change: ChangeRecord): Promise<void> {
  const { caller } = ctx;
  const changes = fieldChanges(change.before, change.after);
  if (change.action === 'update' && changes.length === 0) return;
  await db.insert(auditLog).values({
    companyId: change.companyId ?? caller.companyId, userId: caller.userId, userNo: caller.userNo, entity: change.entity, entityId: String(change.entityId),
    entityLabel: change.entityLabel.slice(0, 200), action: change.action, changes, ip: ctx.ip,
  });
}
