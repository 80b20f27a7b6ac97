import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type ListPrintTemplatesInput, type Page, type PrintDefaultHolder, type PrintTemplateSummary, type PrintTemplateView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../auditLog/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { printTemplateDefaults, printTemplates, type PrintTemplateRow } from './printTemplate.table.ts';

type Holders = { defaultChannels: PrintDefaultHolder[]; defaultCustomers: PrintDefaultHolder[] };

/** The caller's company's template; another company's answers exactly like a missing one. */
export async function findTemplate(db: Db, companyId: number, id: number, field = 'id'): Promise<PrintTemplateRow> {
  const [row] = await db.select().from(printTemplates).where(and(eq(printTemplates.id, id), eq(printTemplates.companyId, companyId)));
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

function toSummary(row: PrintTemplateRow, holders: Holders): PrintTemplateSummary {
  return {
    id: row.id, name: row.name, nameEn: row.nameEn, type: row.type, printMethod: row.printMethod, scenario: row.scenario,
    interfaceUrl: row.interfaceUrl, enabled: row.enabled, paperSize: row.layout.paper.size, ...holders, updatedAt: row.updatedAt.toISOString(),
  };
}

/** The channels and customers each template is the default of, by code. */
async function holdersOf(db: Db, templateIds: number[]): Promise<Map<number, Holders>> {
  const holders = new Map(templateIds.map((id) => [id, { defaultChannels: [], defaultCustomers: [] } as Holders]));
  if (!templateIds.length) return holders;
  const rows = await db
    .select({ templateId: printTemplateDefaults.templateId, channelId: channels.id, channelCode: channels.code, channelName: channels.nameCn, customerId: customers.id, customerCode: customers.code, customerName: customers.name })
    .from(printTemplateDefaults)
    .leftJoin(channels, eq(channels.id, printTemplateDefaults.channelId))
    .leftJoin(customers, eq(customers.id, printTemplateDefaults.customerId))
    .where(inArray(printTemplateDefaults.templateId, templateIds))
    .orderBy(asc(channels.code), asc(customers.code));
  for (const row of rows) {
    const of = holders.get(row.templateId)!;
    if (row.channelId !== null) of.defaultChannels.push({ id: row.channelId, code: row.channelCode!, name: row.channelName! });
    if (row.customerId !== null) of.defaultCustomers.push({ id: row.customerId, code: row.customerCode!, name: row.customerName! });
  }
  return holders;
}

export async function getTemplateView(db: Db, companyId: number, id: number): Promise<PrintTemplateView> {
  const row = await findTemplate(db, companyId, id);
  return { ...toSummary(row, (await holdersOf(db, [row.id])).get(row.id)!), layout: row.layout };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(companyId: number, input: ListPrintTemplatesInput): SQL | undefined {
  const name = input.name ? likePattern(input.name) : undefined;
  return and(
    eq(printTemplates.companyId, companyId),
    name ? or(ilike(printTemplates.name, name), ilike(printTemplates.nameEn, name)) : undefined,
    input.type ? eq(printTemplates.type, input.type) : undefined,
    input.scenario ? eq(printTemplates.scenario, input.scenario) : undefined,
  );
}

/** One page of the company's templates by name. */
export async function listTemplatePage(db: Db, companyId: number, input: ListPrintTemplatesInput): Promise<Page<PrintTemplateSummary>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(printTemplates).where(where).orderBy(asc(printTemplates.name)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(printTemplates).where(where),
  ]);
  const holders = await holdersOf(db, rows.map((row) => row.id));
  return { list: rows.map((row) => toSummary(row, holders.get(row.id)!)), total };
}

/** Names are unique in the company (400 name duplicate otherwise). */
export async function assertNameFree(tx: Tx, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx.select({ id: printTemplates.id }).from(printTemplates).where(and(eq(printTemplates.companyId, companyId), eq(printTemplates.name, name)));
  if (taken && taken.id !== exceptId) throw fieldError('name', 'duplicate');
}
