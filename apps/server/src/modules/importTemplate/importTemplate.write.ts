import { and, eq, sql } from 'drizzle-orm';
import { fieldError, type SaveCompanyImportTemplateInput, type SavedImportTemplate, type TemplateColumnInput } from '@parcelflow/contract';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { assertNameFree } from './importTemplate.queries.ts';
import { companyImportTemplates, type CompanyImportTemplateRow } from './importTemplate.table.ts';

/** Who writes: the caller (its company, and its user as author and in the log) from its address, on its database. */
type Writer = Pick<GuardedContext, 'db' | 'caller' | 'ip'>;
export type TemplateContent = Pick<SaveCompanyImportTemplateInput, 'name' | 'kind' | 'columns' | 'invoiceColumns'>;

const saved = (row: CompanyImportTemplateRow): SavedImportTemplate => ({ id: row.id, version: row.version });

/** A column as the log shows it: its Excel header, the system field it fills, a star when required. */
const columnText = (column: TemplateColumnInput) => `${column.header} (${column.field})${column.required ? ' *' : ''}`;

/** A template as the audit log compares it. */
function snapshotOf(row: Pick<CompanyImportTemplateRow, 'name' | 'kind' | 'columns' | 'invoiceColumns'>): Record<string, unknown> {
  return { name: row.name, kind: row.kind, columns: row.columns.map(columnText), invoiceColumns: row.invoiceColumns?.map(columnText) ?? null };
}

/** Creates a template, logged. */
export function insertTemplate(ctx: Writer, content: TemplateContent): Promise<SavedImportTemplate> {
  return auditedWrite(ctx, async ({ tx, companyId }) => {
    const { userId } = ctx.caller;
    await assertNameFree(tx, companyId, content.name);
    const [row] = await refusingTakenName(tx.insert(companyImportTemplates)
      .values({ ...valuesOf(content), companyId, createdBy: userId, updatedBy: userId }).returning());
    return { answer: saved(row), changes: [{ entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'create', after: snapshotOf(row) }] };
  });
}

/** Changes the template only at the version it was read at (the row locked), logged. */
export function updateTemplate(ctx: Writer, id: number, version: number, content: TemplateContent): Promise<SavedImportTemplate> {
  return auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
    const { userId } = ctx.caller;
    const old = await findOwn(companyImportTemplates, id, { lock: true });
    await assertNameFree(tx, companyId, content.name, id);
    const [row] = await refusingTakenName(tx.update(companyImportTemplates)
      .set({ ...valuesOf(content), version: sql`${companyImportTemplates.version} + 1`, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(companyImportTemplates.id, old.id), eq(companyImportTemplates.version, version)))
      .returning());
    if (!row) throw fieldError('version', 'stale');
    return {
      answer: saved(row),
      changes: [{ entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'update', before: snapshotOf(old), after: snapshotOf(row) }],
    };
  });
}

/** Deletes one of the caller's company's templates, logged with what it was. */
export function deleteTemplate(ctx: Writer, id: number): Promise<void> {
  return auditedWrite(ctx, async ({ tx, companyId }) => {
    const [row] = await tx.delete(companyImportTemplates)
      .where(and(eq(companyImportTemplates.id, id), eq(companyImportTemplates.companyId, companyId))).returning();
    if (!row) throw fieldError('id', 'notFound');
    return { answer: undefined, changes: [{ entity: 'importTemplate', entityId: row.id, entityLabel: row.name, action: 'delete', before: snapshotOf(row) }] };
  });
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
