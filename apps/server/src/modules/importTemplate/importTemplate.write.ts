import { and, eq, sql } from 'drizzle-orm';
import { fieldError, type SaveCompanyImportTemplateInput, type SavedImportTemplate } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { assertNameFree, findCompanyTemplate } from './importTemplate.queries.ts';
import { companyImportTemplates } from './importTemplate.table.ts';

type Author = { companyId: number; userId: number };
export type TemplateContent = Pick<SaveCompanyImportTemplateInput, 'name' | 'kind' | 'columns' | 'invoiceColumns'>;

const saved = { id: companyImportTemplates.id, version: companyImportTemplates.version };

export async function insertTemplate(db: Db, author: Author, content: TemplateContent): Promise<SavedImportTemplate> {
  await assertNameFree(db, author.companyId, content.name);
  const [row] = await refusingTakenName(db.insert(companyImportTemplates)
    .values({ ...valuesOf(content), companyId: author.companyId, createdBy: author.userId, updatedBy: author.userId }).returning(saved));
  return row;
}

/** Changes the template only at the version it was read at, checked again in the UPDATE itself. */
export async function updateTemplate(db: Db, author: Author, id: number, version: number, content: TemplateContent): Promise<SavedImportTemplate> {
  await findCompanyTemplate(db, author.companyId, id, 'id');
  await assertNameFree(db, author.companyId, content.name, id);
  const [row] = await refusingTakenName(db.update(companyImportTemplates)
    .set({ ...valuesOf(content), version: sql`${companyImportTemplates.version} + 1`, updatedBy: author.userId, updatedAt: new Date() })
    .where(and(eq(companyImportTemplates.id, id), eq(companyImportTemplates.companyId, author.companyId), eq(companyImportTemplates.version, version)))
    .returning(saved));
  if (!row) throw fieldError('version', 'stale');
  return row;
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
