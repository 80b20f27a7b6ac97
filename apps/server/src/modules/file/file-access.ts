import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller, CommandContext } from '../../envelope/command.ts';
import { findCompanyFiles } from './file.service.ts';
import { files, type FileRow } from './file.table.ts';

/**
 * The files the caller may read, in the order asked: a file a module above guards (a recharge's voucher: the carrier's
 * file, read by the cargo owner who recorded it too) as that module decides; any other file of the caller's company.
 */
export async function findReadableFiles(db: Db, services: Pick<CommandContext['services'], 'guardedFileAccess'>, caller: Caller, ids: number[]): Promise<FileRow[]> {
  const guarded = await services.guardedFileAccess(db, caller, ids);
  const granted = ids.filter((id) => guarded.get(id) === true);
  const rows = [
    ...await findCompanyFiles(db, caller.companyId, ids.filter((id) => !guarded.has(id))),
    ...granted.length ? await db.select().from(files).where(inArray(files.id, granted)) : [],
  ];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
