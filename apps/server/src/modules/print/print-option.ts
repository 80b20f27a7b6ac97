import { and, asc, eq } from 'drizzle-orm';
import { fieldError, type OrderKind, type PrintOption } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { printTemplates } from '../printTemplate/index.ts';

/**
 * main/getPrintOption: what the company's orders of a transport mode print with, for the print dialog: the enabled
 * templates (every type) and the built-in label of the kind. Only the caller's own company may be asked about.
 */
export async function printOptionOf(db: Db, companyId: number, input: { companyId?: number; transportMode: OrderKind }): Promise<PrintOption> {
  if (input.companyId !== undefined && input.companyId !== companyId) throw fieldError('companyId', 'notFound');
  const templates = await db
    .select({ id: printTemplates.id, name: printTemplates.name, nameEn: printTemplates.nameEn, type: printTemplates.type, printMethod: printTemplates.printMethod, scenario: printTemplates.scenario })
    .from(printTemplates)
    .where(and(eq(printTemplates.companyId, companyId), eq(printTemplates.enabled, true)))
    .orderBy(asc(printTemplates.type), asc(printTemplates.name));
  return { transportMode: input.transportMode, builtInLabel: `thermal.${input.transportMode}`, templates };
}
