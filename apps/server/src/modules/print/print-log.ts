import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { ListPrintJobsInput, Page, PrintJobRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { printJobs } from './print.table.ts';

const DAY = 86_400_000;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOfLog(companyId: number, input: ListPrintJobsInput): SQL {
  return and(
    eq(printJobs.companyId, companyId),
    gte(printJobs.printedAt, new Date(`${input.dateFrom}T00:00:00Z`)),
    lt(printJobs.printedAt, new Date(Date.parse(`${input.dateTo}T00:00:00Z`) + DAY)),
    input.waybillNo ? ilike(printJobs.waybillNo, like(input.waybillNo)) : undefined,
    input.templateName ? ilike(printJobs.templateName, like(input.templateName)) : undefined,
    input.userNo ? or(ilike(users.userNo, like(input.userNo)), ilike(users.displayName, like(input.userNo))) : undefined,
    input.type ? eq(printJobs.type, input.type) : undefined,
    input.reprint === undefined ? undefined : eq(printJobs.reprint, input.reprint),
  )!;
}

/** systemManagent/printquery: one page of the company's print log, newest first, with who printed. */
export async function printLogPage(db: Db, companyId: number, input: ListPrintJobsInput): Promise<Page<PrintJobRow>> {
  const where = whereOfLog(companyId, input);
  const [{ total }] = await db.select({ total: count() }).from(printJobs).innerJoin(users, eq(users.id, printJobs.printedBy)).where(where);
  const rows = await db
    .select({
      id: printJobs.id, printedAt: printJobs.printedAt, batchNo: printJobs.batchNo, orderId: printJobs.orderId, waybillNo: printJobs.waybillNo,
      templateName: printJobs.templateName, type: printJobs.type, method: printJobs.method, scenario: printJobs.scenario, printer: printJobs.printer,
      reprint: printJobs.reprint, userNo: users.userNo, userName: users.displayName,
    })
    .from(printJobs).innerJoin(users, eq(users.id, printJobs.printedBy)).where(where)
    .orderBy(desc(printJobs.printedAt), desc(printJobs.id))
    .limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize);
  return { list: rows.map((row) => ({ ...row, printedAt: row.printedAt.toISOString() })), total };
}
