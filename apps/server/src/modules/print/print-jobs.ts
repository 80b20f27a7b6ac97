import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
    order_id: row.id, waybill_no: row.waybillNo ?? row.orderNo, template_id: template.templateId, template_name: template.templateName,
    method: template.method, reprint: reprinted.has(row.id),
  }));
  // One statement over the rows as one JSON parameter: a 10,000-order task's log as a drizzle insert took some 3 s
  // of the server's thread on PGlite (building 120,000 parameters, then binding them), this a fraction of it.
  await db.execute(sql`
    insert into ${printJobs} (company_id, batch_no, type, scenario, printer, printed_by, order_id, waybill_no, template_id, template_name, method, reprint)
    select ${job.companyId}, ${job.batchNo}, ${job.type}, ${job.scenario}, ${job.printer}, ${job.userId},
      r.order_id, r.waybill_no, r.template_id, r.template_name, r.method, r.reprint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(order_id bigint, waybill_no varchar, template_id integer, template_name varchar, method varchar, reprint boolean)`);
}
