import { and, eq, sql } from 'drizzle-orm';
import { fieldError, type SaveCompanyImportTemplateInput, type SavedImportTemplate, type TemplateColumnInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { assertNameFree } from './importTemplate.queries.ts';
import { companyImportTemplates, type CompanyImportTemplateRow } from './importTemplate.table.ts';

/** Who writes: the caller (its company, and its user as author and in the log) from its address. */
type Writer = Pick<GuardedContext, 'caller' | 'ip'>;
export type TemplateContent = Pick<SaveCompanyImportTemplateInput, 'name' | 'kind' | 'columns' | 'invoiceColumns'>;

const saved = (row: CompanyImportTemplateRow): SavedImportTemplate => ({ id: row.id, version: row.version });

/** A column as the log shows it: its Excel header, the system field it fills, a star when required. */
const columnText = (column: TemplateColumnInput) => `${column.header} (${column.field})${column.required ? ' *' : ''}`;

/** A template as the audit log compares it. */
function snapshotOf(row: Pick<CompanyImportTemplateRow, 'name' | 'kind' | 'columns' | 'invoiceColumns'>): Record<string, unknown> {
  return { name: row.name, kind: row.kind, columns: row.columns.map(columnText), invoiceColumns: row.invoiceColumns?.map(columnText) ?? null };
}

/** Creates a template inside the caller's transaction, logged. */
export async function insertTemplate(tx: Db, ctx: Writer, content: TemplateContent): Promise<SavedImportTemplate> {
  const { companyId, userId } = ctx.caller;
  await assertNameFree(tx, companyId, content.name);
  const [row] = await refusingTakenName(tx.insert(companyImportTemplates)
    .values({ ...valuesOf(content), companyId, createdBy: userId, updatedBy: userId }).returning());
  await recordChange(tx, ctx, { entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'create', after: snapshotOf(row) });
  return saved(row);
}

/** Changes the template only at the version it was read at, inside the caller's transaction (the row locked), logged. */
export async function updateTemplate(tx: Db, ctx: Writer, id: number, version: number, content: TemplateContent): Promise<SavedImportTemplate> {
  const { companyId, userId } = ctx.caller;
  const ofCompany = and(eq(companyImportTemplates.id, id), eq(companyImportTemplates.companyId, companyId));
  const [old] = await tx.select().from(companyImportTemplates).where(ofCompany).for('update');
  if (!old) throw fieldError('id', 'notFound');
  await assertNameFree(tx, companyId, content.name, id);
  const [row] = await refusingTakenName(tx.update(companyImportTemplates)
    .set({ ...valuesOf(content), version: sql`${companyImportTemplates.version} + 1`, updatedBy: userId, updatedAt: new Date() })
    .where(and(ofCompany, eq(companyImportTemplates.version, version)))
    .returning());
  if (!row) throw fieldError('version', 'stale');
  await recordChange(tx, ctx, { entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'update', before: snapshotOf(old), after: snapshotOf(row) });
  return saved(row);
}

/** Deletes one of the caller's company's templates inside the caller's transaction, logged with what it was. */
export async function deleteTemplate(tx: Db, ctx: Writer, id: number): Promise<void> {
  const [row] = await tx.delete(companyImportTemplates)
    .where(and(eq(companyImportTemplates.id, id), eq(companyImportTemplates.companyId, ctx.caller.companyId))).returning();
  if (!row) throw fieldError('id', 'notFound');
  await recordChange(tx, ctx, { entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'delete', before: snapshotOf(row) });
}

const valuesOf = (content: TemplateContent) => ({
  name: content.name, kind: content.kind, columns: content.columns, invoiceColumns: content.kind === 'invoice' ? content.invoiceColumns : null,
});

/** Two saves of one name at once: the loser meets the unique index and hears what assertNameFree would have said. */
async function refusingTakenName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (findUniqueViolation(error) === 'company_import_templates_company_name_key') throw fieldError('name', 'duplicate');
    throw error;
  }
}
