import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { fieldError, MAX_UPLOAD_BYTES, type UploadFileOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Upload } from '../../envelope/command.ts';
import { files, type FileRow } from './file.table.ts';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage.ts';

/** Whose a file is: the company that may download it and the user who made it. */
export type FileOwner = { companyId: number; userId: number };
export type StoredFile = { name: string; contentType: string; storageKey: string; size: number };

/** Stores an upload's bytes (at most 10 MB) and records it; nothing is kept when it is refused. */
export async function saveUpload(db: Db, storage: FileStorage, owner: FileOwner, upload: Upload): Promise<UploadFileOutput> {
  const stored = await storage.put(upload.stream, MAX_UPLOAD_BYTES).catch((error: unknown) => {
    if (error instanceof FileTooLargeError) throw fieldError('file', 'tooBig', { max: error.maxBytes });
    throw error;
  });
  const file = { name: cleanFileName(upload.fileName), contentType: cleanContentType(upload.contentType), ...stored };
  try {
    return { fileId: await recordFile(db, owner, file), name: file.name, size: file.size };
  } catch (error) {
    await storage.remove(stored.storageKey);
    throw error;
  }
}

/** The files row of bytes already in storage; a task calls it inside its final transaction. */
export async function recordFile(db: Db, owner: FileOwner, file: StoredFile & { expiresAt?: Date }): Promise<number> {
  const [row] = await db.insert(files).values({ companyId: owner.companyId, ownerUserId: owner.userId, ...file }).returning({ id: files.id });
  return row.id;
}

/**
 * These files of the company, in the order asked; another company's ids are simply not found. For files the company's
 * own rows already name (a stored template's images); a file id a caller sends is read with findOwnFiles or
 * findReadableFiles.
 */
export async function findCompanyFiles(db: Db, companyId: number, ids: number[]): Promise<FileRow[]> {
  return inIdOrder(ids, await db.select().from(files).where(and(eq(files.companyId, companyId), inArray(files.id, ids))));
}

/** These files of the owner (its user in its company), in the order asked; anyone else's are simply not found. */
export async function findOwnFiles(db: Db, owner: FileOwner, ids: number[]): Promise<FileRow[]> {
  return inIdOrder(ids, await db.select().from(files)
    .where(and(eq(files.companyId, owner.companyId), eq(files.ownerUserId, owner.userId), inArray(files.id, ids))));
}

/** The rows in the order of the ids asked, an id without its row left out. */
export function inIdOrder(ids: readonly number[], rows: FileRow[]): FileRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A file past its time, as its link answers it: 400 `fileId` expired (the caller may make it again, a print or a preview). */
export function assertNotExpired(file: FileRow, field = 'fileId'): void {
  if (file.expiresAt && file.expiresAt.getTime() <= Date.now()) throw fieldError(field, 'expired');
}

/** Removes the files past their time, rows first: bytes left by a failed removal are only space, never a link. */
export async function sweepExpiredFiles(db: Db, storage: FileStorage): Promise<number> {
  const gone = await db.delete(files).where(lt(files.expiresAt, sql`now()`)).returning({ storageKey: files.storageKey });
  for (const { storageKey } of gone) await storage.remove(storageKey);
  return gone.length;
}

/** The name without any folder a browser may send, control characters or a length a header cannot carry. */
function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const name = [...base.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 200).join('');
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

function cleanContentType(raw: string): string {
  return /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(raw) ? raw.toLowerCase() : 'application/octet-stream';
}
