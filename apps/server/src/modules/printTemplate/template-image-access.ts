import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { files } from '../file/index.ts';
import { printTemplates } from './printTemplate.table.ts';

/**
 * Which of these files the caller may read as images of his company's print templates (file/fileDownload asks): staff
 * who may view the templates (printTemplate.view, not a customer's login) read every image placed in one, so the
 * label designer shows a template a colleague made. Grants only: a file in no template, or a caller without the
 * right, is left to its owner.
 */
export async function templateImageAccess(db: Db, caller: Caller, fileIds: readonly number[]): Promise<ReadonlyMap<number, boolean>> {
  if (!fileIds.length || caller.customerId !== null || !caller.functions.has('printTemplate.view')) return new Map();
  const placed = db.select({ id: printTemplates.id }).from(printTemplates).where(and(
    eq(printTemplates.companyId, caller.companyId),
    sql`${printTemplates.layout}->'elements' @> jsonb_build_array(jsonb_build_object('type', 'image', 'fileId', ${files.id}))`,
  ));
  const rows = await db.select({ id: files.id }).from(files)
    .where(and(eq(files.companyId, caller.companyId), inArray(files.id, [...fileIds]), exists(placed)));
  return new Map(rows.map((row) => [row.id, true]));
}
