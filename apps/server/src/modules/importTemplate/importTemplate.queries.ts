import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companyTemplateId, fieldError, type CompanyImportTemplate, type CompanyImportTemplateSummary, type Page,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { companyImportTemplates, type CompanyImportTemplateRow } from './importTemplate.table.ts';

const creators = alias(users, 'creators');
const updaters = alias(users, 'updaters');
const withNames = { row: companyImportTemplates, createdBy: creators.displayName, updatedBy: updaters.displayName };

const ofCompany = (companyId: number, id: number) => and(eq(companyImportTemplates.id, id), eq(companyImportTemplates.companyId, companyId));

/** The company's template; another company's answers exactly like a missing one. */
export async function findCompanyTemplate(db: Db, companyId: number, id: number, field: string): Promise<CompanyImportTemplateRow> {
  const [row] = await db.select().from(companyImportTemplates).where(ofCompany(companyId, id));
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

export async function getCompanyTemplate(db: Db, companyId: number, id: number): Promise<CompanyImportTemplate> {
  const [found] = await selectWithNames(db).where(ofCompany(companyId, id));
  if (!found) throw fieldError('id', 'notFound');
  const { row, createdBy, updatedBy } = found;
  return {
    id: row.id, templateId: companyTemplateId(row.id), name: row.name, kind: row.kind, version: row.version, columns: row.columns,
    ...(row.invoiceColumns ? { invoiceColumns: row.invoiceColumns } : {}),
    createdAt: row.createdAt.toISOString(), createdBy, updatedAt: row.updatedAt.toISOString(), updatedBy,
  };
}

/** A page of the company's templates, the last changed first. */
export async function listCompanyTemplates(db: Db, companyId: number, page: { pageSize: number; currentPage: number }): Promise<Page<CompanyImportTemplateSummary>> {
  const where = eq(companyImportTemplates.companyId, companyId);
  const [rows, [{ total }]] = await Promise.all([
    selectWithNames(db).where(where).orderBy(desc(companyImportTemplates.updatedAt), desc(companyImportTemplates.id))
      .limit(page.pageSize).offset((page.currentPage - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(companyImportTemplates).where(where),
  ]);
  return {
    total,
    list: rows.map(({ row, updatedBy }) => ({
      id: row.id, templateId: companyTemplateId(row.id), name: row.name, kind: row.kind,
      columnCount: row.columns.length + (row.invoiceColumns?.length ?? 0), updatedAt: row.updatedAt.toISOString(), updatedBy,
    })),
  };
}

/** Every template of the company by name, for the import dialog. */
export function listAllCompanyTemplates(db: Db, companyId: number): Promise<CompanyImportTemplateRow[]> {
  return db.select().from(companyImportTemplates).where(eq(companyImportTemplates.companyId, companyId)).orderBy(asc(companyImportTemplates.name));
}

/** A name is unique in the company; the unique index stays the guard against two saves at once. */
export async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: companyImportTemplates.id }).from(companyImportTemplates)
    .where(and(eq(companyImportTemplates.companyId, companyId), eq(companyImportTemplates.name, name), exceptId ? ne(companyImportTemplates.id, exceptId) : undefined));
  if (taken) throw fieldError('name', 'duplicate');
}

function selectWithNames(db: Db) {
  return db.select(withNames).from(companyImportTemplates)
    .innerJoin(creators, eq(creators.id, companyImportTemplates.createdBy))
    .innerJoin(updaters, eq(updaters.id, companyImportTemplates.updatedBy));
}
