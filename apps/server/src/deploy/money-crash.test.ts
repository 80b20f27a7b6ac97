import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import { executeRows } from '../db/execute-rows.ts';
import { openServerDatabase } from '../database.ts';
import { addBillableMonth } from '../modules/bill/bill.fixture.ts';
import { rebuildBalances, settleOrders } from '../modules/ledger/index.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createEmptyDatabase } from '../test/harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * "A crash half-way leaves the ledger and the balances agreeing" (docs/finance.md): a real server process is killed
 * with SIGKILL in the middle of a bill generation, then of concurrent recharge confirmations and audits, and what it
 * left is checked with the process gone, on PGlite (its data folder recovered) and on PostgreSQL.
 */
const CUSTOMERS = 120;
const PER_CUSTOMER = 25;
const RECHARGES = 30;

type Storage = { url?: string; dataDir?: string; drop: () => Promise<void> };

describe('kill -9 during money work', { timeout: 240_000 }, () => {
  let storage: Storage;
  let server: ServerProcess | undefined;
  let companyId: number;
  let billedDay: string;

  let filesDir: string;
  const env = (): Record<string, string> => (storage.url ? { DATABASE_URL: storage.url, DATA_DIR: filesDir } : { DATA_DIR: storage.dataDir! });
  /** With the server stopped (PGlite has one owner), opens the storage for `work` and closes it. */
  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openServerDatabase>>['db']) => Promise<T>): Promise<T> {
    const database = await openServerDatabase({ url: storage.url, dataDir: storage.dataDir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  async function logIn(): Promise<string> {
    const answer = await server!.call<{ token?: string }>('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' });
    if (!answer.body.token) throw new Error(`login answered ${answer.code}`);
    return answer.body.token;
  }

  /** What must hold whatever moment the process died at. */
  async function expectMoneyAgrees(): Promise<void> {
    await withDatabase(async (db) => {
      expect(await rebuildBalances(db, companyId), 'accounts whose balance or reserved amount disagreed with the ledger').toBe(0);
      const [broken] = await executeRows<{ empty_bills: number; wrong_amounts: number; reserved_and_billed: number; unbilled_entries: number; double_credits: number; lost_credits: number }>(db, sql`
        select
          (select count(*)::int from bills b where b.company_id = ${companyId} and not exists (select 1 from bill_lines l where l.bill_id = b.id)) as empty_bills,
          (select count(*)::int from bill_amounts a join bills b on b.id = a.bill_id where b.company_id = ${companyId}
            and a.amount <> (select coalesce(sum(l.amount), 0) from bill_lines l where l.bill_id = a.bill_id and l.currency = a.currency)) as wrong_amounts,
          (select count(*)::int from order_reservations r join billed_orders b on b.order_id = r.order_id) as reserved_and_billed,
          (select count(*)::int from ledger_entries e join billed_orders b on b.order_id = e.order_id
            where e.company_id = ${companyId} and not exists (select 1 from bill_lines l where l.ledger_entry_id = e.id)) as unbilled_entries,
          (select count(*)::int from (select recharge_id from ledger_entries where recharge_id is not null group by recharge_id having count(*) > 1) d) as double_credits,
          (select count(*)::int from recharges r where r.company_id = ${companyId}
            and (r.status = 'confirmed') <> exists (select 1 from ledger_entries e where e.recharge_id = r.id)) as lost_credits`);
      expect(broken).toEqual({ empty_bills: 0, wrong_amounts: 0, reserved_and_billed: 0, unbilled_entries: 0, double_credits: 0, lost_credits: 0 });
      // Every order already holds what it should: settling them all again writes nothing.
      const ids = await executeRows<{ id: string | number }>(db, sql`select id from orders where company_id = ${companyId} order by id`);
      expect(await db.transaction((tx) => settleOrders(tx, ids.map((row) => Number(row.id)), { userId: null, auditing: false }))).toEqual([]);
    });
  }

  async function taskOf(token: string, taskId: number): Promise<TaskView> {
    const { body } = await server!.call<{ tasks: TaskView[] }>('main', 'listMyTasks', { limit: 20 }, token);
    return body.tasks.find((task) => task.id === taskId)!;
  }

  beforeAll(async () => {
    storage = await createEmptyDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'parcelflow-crash-files-'));
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
    billedDay = lastMonth.toISOString().slice(0, 10);
    await withDatabase(async (db) => {
      await seedDemoData(db);
      await addBillableMonth(db, 'HYEXP', CUSTOMERS, PER_CUSTOMER, lastMonth);
      const [company] = await executeRows<{ id: number }>(db, sql`select id from companies where company_no = 'HYEXP'`);
      companyId = company.id;
      await db.execute(sql`
        insert into recharges (company_id, customer_id, recharge_no, amount, currency, bank_reference, transfer_date)
        select ${companyId}, c.id, 'RCCRASH' || lpad(n::text, 6, '0'), 10.00 + n, 'RMB', 'CRASH-' || n, current_date
        from customers c, generate_series(1, ${RECHARGES}) n where c.company_id = ${companyId} and c.code = 'C1005'`);
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    await rm(filesDir, { recursive: true, force: true });
  }, 60_000);

  it('a bill generation killed half-way leaves whole bills only, and the next run bills the rest', async () => {
    server = await startServerProcess(env());
    const token = await logIn();
    const started = await server.call<TaskView>('main', 'generateBills', { period: 'monthly', day: billedDay }, token);
    expect(started.code, started.message).toBe(0);
    // Killed once some customers are billed and others not.
    for (;;) {
      const task = await taskOf(token, started.body.id);
      expect(task.status).not.toBe('succeeded');
      if (task.progress.done >= 10) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill();
    await expectMoneyAgrees();
    const billedBefore = await withDatabase(async (db) => (await executeRows<{ count: number }>(db, sql`
      select count(*)::int as count from bill_lines l join orders o on o.id = l.order_id where o.order_no like 'BK%' and l.kind = 'order'`))[0].count);
    expect(billedBefore).toBeGreaterThan(0);
    expect(billedBefore).toBeLessThan(CUSTOMERS * PER_CUSTOMER);

    server = await startServerProcess(env());
    const again = await server.call<TaskView>('main', 'generateBills', { period: 'monthly', day: billedDay }, await logIn());
    expect(again.code, again.message).toBe(0);
    const secondToken = await logIn();
    for (;;) {
      const task = await taskOf(secondToken, again.body.id);
      if (task && !['waiting', 'running'].includes(task.status)) {
        expect(task.status).toBe('succeeded');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.stop();
    await expectMoneyAgrees();
    const billed = await withDatabase((db) => executeRows<{ lines: number; orders: number }>(db, sql`
      select count(*)::int as lines, count(distinct l.order_id)::int as orders from bill_lines l join orders o on o.id = l.order_id
      where o.order_no like 'BK%' and l.kind = 'order'`));
    expect(billed[0]).toEqual({ lines: CUSTOMERS * PER_CUSTOMER, orders: CUSTOMERS * PER_CUSTOMER });
  });

  it('recharges confirmed twice at once and audits, killed half-way, credit each recharge once and charge each order once', async () => {
    const pending = await withDatabase(async (db) => ({
      recharges: (await executeRows<{ id: number }>(db, sql`select id from recharges where company_id = ${companyId} and status = 'pending' order by id`)).map((row) => Number(row.id)),
      orders: (await executeRows<{ id: string | number }>(db, sql`select id from orders where company_id = ${companyId} and status = 'toBeAudited' order by id`)).map((row) => Number(row.id)),
    }));
    expect(pending.recharges.length).toBeGreaterThanOrEqual(RECHARGES);
    expect(pending.orders.length).toBeGreaterThan(0);
    server = await startServerProcess(env());
    const token = await logIn();
    let firstConfirmed: () => void = () => {};
    const confirmed = new Promise<void>((resolve) => (firstConfirmed = resolve));
    const work = [
      ...pending.recharges.flatMap((id) => [0, 1].map(() => server!.call('pay', 'confirmRecharge', { id }, token).then((answer) => {
        if (answer.code === 0) firstConfirmed();
      }))),
      ...pending.orders.map((id) => server!.call('main', 'auditPass', { id }, token)),
    ].map((call) => call.catch(() => undefined));
    // Killed as soon as one confirmation was answered, the others still in flight.
    await confirmed;
    await server.kill();
    await Promise.all(work);
    await expectMoneyAgrees();
    const [handled] = await withDatabase((db) => executeRows<{ confirmed: number }>(db, sql`
      select count(*)::int as confirmed from recharges
      where status = 'confirmed' and id in (select value::int from jsonb_array_elements_text(${JSON.stringify(pending.recharges)}::jsonb))`));
    expect(handled.confirmed).toBeGreaterThan(0);
  });
});
