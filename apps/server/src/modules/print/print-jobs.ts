import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PrintMethod, PrintScenario, PrintTemplateType } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../order/index.ts';
import { printJobs } from './print.table.ts';

/** The orders of these ids printed before with a template of this type. */
export async function printedBefore(db: Db, orderIds: number[], type: PrintTemplateType): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await db.selectDistinct({ orderId: printJobs.orderId }).from(printJobs).where(and(inArray(printJobs.orderId, orderIds), eq(printJobs.type, type)));
  return new Set(rows.map((row) => row.orderId));
}

/** A batch's number in the print log: the day and time, then random letters so two prints in a second differ. */
export function newBatchNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `P${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export type PrintedWith = { templateId: number | null; templateName: string; method: PrintMethod };

/** One print-log row per order; `reprinted` are those printed with this type before. */
export async function recordPrintJobs(
  db: Db,
  job: { companyId: number; userId: number; batchNo: string; type: PrintTemplateType; scenario: PrintScenario; printer: string },
  printed: { row: OrderRow; with: PrintedWith }[],
  reprinted: ReadonlySet<number>,
): Promise<void> {
  const rows = printed.map(({ row, with: template }) => ({
    companyId: job.companyId, batchNo: job.batchNo, orderId: row.id, waybillNo: row.waybillNo ?? row.orderNo, templateId: template.templateId,
    templateName: template.templateName, type: job.type, method: template.method, scenario: job.scenario, printer: job.printer,
    reprint: reprinted.has(row.id), printedBy: job.userId,
  }));
  // Chunks keep each statement's parameters under PostgreSQL's 65,535 for a 10,000-order task.
  for (let start = 0; start < rows.length; start += 1000) await db.insert(printJobs).values(rows.slice(start, start + 1000));
}
