import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { inIdOrder } from './file.service.ts';
import { files, type FileRow } from './file.table.ts';

/**
 * A module above the file module judging some of these files (a recharge's voucher, a print template's image): for
 * each it knows, whether the caller may read it. Files it leaves out it does not judge.
 */
export type FileGuard = (db: Db, caller: Caller, fileIds: readonly number[]) => Promise<ReadonlyMap<number, boolean>>;

/** The guards as one: a file any guard refuses is refused, else one any guard grants is granted. */
export function combineFileGuards(...guards: FileGuard[]): FileGuard {
  return async (db, caller, fileIds) => {
    const verdicts = new Map<number, boolean>();
    for (const guard of guards) {
      for (const [id, readable] of await guard(db, caller, fileIds)) verdicts.set(id, readable && verdicts.get(id) !== false);
    }
    return verdicts;
  };
}

/**
 * The files the caller may read, in the order asked; least privilege, so a guessed id of a colleague's export or
 * another customer's upload is not found. A file a guard judges is read as the guards decide (a voucher is the
 * carrier's file, read by the cargo owner who recorded it too); any other only by its owner, the user who uploaded
 * or made it (an upload, a print or preview PDF, a task's result), in the caller's company.
 */
export async function findReadableFiles(db: Db, guard: FileGuard, caller: Caller, ids: readonly number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const verdicts = await guard(db, caller, ids);
  const granted = ids.filter((id) => verdicts.get(id) === true);
  const own = and(eq(files.companyId, caller.companyId), eq(files.ownerUserId, caller.userId));
  const rows = await db.select().from(files).where(and(inArray(files.id, [...ids]), granted.length ? or(own, inArray(files.id, granted)) : own));
  return inIdOrder(ids, rows.filter((row) => verdicts.get(row.id) !== false));
}
