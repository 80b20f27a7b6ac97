import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { BillGenerationResult, TaskView } from '@parcelflow/contract';
import { openServerDatabase } from '@parcelflow/server/src/database.ts';
import { executeRows } from '@parcelflow/server/src/db/execute-rows.ts';
import { rebuildBalances } from '@parcelflow/server/src/modules/ledger/index.ts';
import { command, finalTask, taskSeconds, type Session } from '../excel/api.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { createScratchDatabase } from '../lib/postgres.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerStorage } from '../lib/server-process.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { fillBillableMonth } from './fill.ts';
import { probeWhile } from './probe.ts';
import { formatBillingReport, type BillingRun, type LineExport } from './report.ts';

const PROBE_INTERVAL_MS = 250;
/** Trust authentication on the local server, as the test suite uses it; BENCH_POSTGRES_URL names another. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The 10th of last month (UTC): the orders are audited that day, and last month's bills asked for by it. */
function lastMonth(): { date: Date; day: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
  return { date, day: date.toISOString().slice(0, 10) };
}

/**
 * What the bills hold once the task ended, read with the server stopped: lines per order and the balances against the
 * ledger. The bill tables are left as the task leaves them: it analyses them itself (PGlite has no autovacuum).
 */
async function checkBills(storage: ServerStorage): Promise<{ billedOrders: number; balancesAgree: boolean }> {
  const database = await openServerDatabase('dataDir' in storage ? { dataDir: storage.dataDir } : { url: storage.databaseUrl });
  try {
    const [company] = await executeRows<{ id: number }>(database.db, sql`select id from companies where company_no = ${BENCH_COMPANY_NO}`);
    const [lines] = await executeRows<{ orders: number; lines: number }>(database.db, sql`
      select count(distinct l.order_id)::int as orders, count(*)::int as lines from bill_lines l join orders o on o.id = l.order_id
      where l.company_id = ${company.id} and l.kind = 'order' and o.order_no like 'BK%'`);
    const changed = await rebuildBalances(database.db, company.id);
    return { billedOrders: lines.orders === lines.lines ? lines.orders : -1, balancesAgree: changed === 0 };
  } finally {
    await database.close();
  }
}

/** The month's lines exported to Excel (main/exportBillLines, the lines audited that day) by the server started again, the order list timed meanwhile. */
async function exportLines(storage: ServerStorage, day: string): Promise<LineExport> {
  const server = await startServer(storage);
  try {
    const clerk: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    const finance: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    const started = await command<TaskView>(finance, 'main/exportBillLines', { dateFrom: day, dateTo: day });
    const finished = finalTask(finance, started.id, 200);
    const probe = await probeWhile(clerk, finished, PROBE_INTERVAL_MS);
    const { task } = await finished;
    if (task.status !== 'succeeded') throw new Error(`the export ended ${task.status}: ${JSON.stringify(task.errorInfo)}`);
    return { rows: (task.result as { rows: number }).rows, taskSeconds: taskSeconds(task), probe };
  } finally {
    await server.stop();
  }
}

async function measure(storage: ServerStorage, engine: BillingRun['engine']): Promise<BillingRun> {
  const machine = describeMachine();
  const month = lastMonth();
  const filling = performance.now();
  const orders = await prepareDatabase(storage, (database) => fillBillableMonth(database, BENCH_COMPANY_NO, month.date));
  const fillSeconds = (performance.now() - filling) / 1000;
  const server = await startServer(storage);
  let task: TaskView;
  let probe;
  try {
    const clerk: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    const finance: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    const started = await command<TaskView>(finance, 'main/generateBills', { period: 'monthly', day: month.day });
    const finished = finalTask(finance, started.id, 200);
    probe = await probeWhile(clerk, finished, PROBE_INTERVAL_MS);
    task = (await finished).task;
  } finally {
    await server.stop();
  }
  if (task.status !== 'succeeded') throw new Error(`billing ended ${task.status}: ${JSON.stringify(task.errorInfo)}`);
  const result = task.result as BillGenerationResult;
  const checked = await checkBills(storage);
  return {
    engine, machine, orders, customers: result.customers, fillSeconds, taskSeconds: taskSeconds(task), bills: result.bills,
    lines: checked.billedOrders, probe, balancesAgree: checked.balancesAgree, exported: await exportLines(storage, month.day),
  };
}

/**
 * A month of 100,000 priced orders of 500 monthly customers billed by the background task, then its lines exported,
 * on PGlite (as `npm start` runs) and on PostgreSQL, with another session's order list timed meanwhile.
 */
export async function benchBilling(resultsFile: string): Promise<boolean> {
  const runs: BillingRun[] = [];
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    console.log('billing on PostgreSQL...');
    runs.push(await measure({ databaseUrl: database.url }, 'PostgreSQL'));
  } finally {
    await database.drop();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-billing-'));
  try {
    console.log('billing on PGlite...');
    runs.push(await measure({ dataDir }, 'PGlite'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { content, pass } = formatBillingReport(runs);
  writeSection(resultsFile, 'Billing: a month of 100,000 priced orders for 500 customers', content);
  console.log(content);
  return pass;
}
