import { and, eq, inArray, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type {
  BillDetailOutput, BillGenerationResult, BillLineView, BillView, ListBillsOutput, TaskView,
} from '@parcelflow/contract';
import { executeRows } from '../../db/execute-rows.ts';
import type { TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { newCustomer } from '../customer/customer.testing.ts';
import { rebuildBalances } from '../ledger/index.ts';
import { numberSegments, orders } from '../order/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';
import { sites } from '../site/index.ts';

/** What one order costs on the world's channel: 3.5 kg at the card's rates with 15.5 % fuel. */
export const ORDER_PRICE = '177.58';

export type LinesPage = { list: BillLineView[]; total: number; footer: { currency: string; amount: string }[] };

/** The bill commands as a test calls them, each answering result_code and body, with a head language when given. */
export function billCalls(t: TestApp) {
  const call = async <T>(command: string, body: unknown, token: string, language?: string) => {
    const response = await t.app.inject({
      method: 'POST', url: `/api/main/${command}/1.0`, headers: { 'content-type': 'application/json' }, payload: { head: { token, language }, body },
    });
    const answer = response.json() as { result_code: number; body: string };
    return { code: answer.result_code, body: JSON.parse(answer.body || '{}') as T };
  };
  const finished = (taskId: number, token: string) => vi.waitFor(async () => {
    const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', { limit: 100 }, token);
    const task = body.tasks.find((candidate) => candidate.id === taskId);
    if (!task || task.status === 'waiting' || task.status === 'running') throw new Error(`task ${taskId} is ${task?.status}`);
    return task;
  }, { timeout: 60_000, interval: 100 });
  return {
    call,
    finished,
    start: (body: Record<string, unknown>, token: string) => call<TaskView & Record<string, unknown>>('generateBills', body, token),
    /** Generates and waits: the finished task's result. */
    generate: async (body: Record<string, unknown>, token: string): Promise<BillGenerationResult> => {
      const started = await call<TaskView>('generateBills', body, token);
      if (started.code !== 0) throw new Error(`generateBills answered ${started.code} ${JSON.stringify(started.body)}`);
      const task = await finished(started.body.id, token);
      if (task.status !== 'succeeded') throw new Error(`generation ${task.status}: ${JSON.stringify(task.errorInfo)}`);
      return task.result as BillGenerationResult;
    },
    list: (filters: Record<string, unknown>, token: string) => call<ListBillsOutput>('listBills', { pageSize: 300, ...filters }, token),
    get: (billId: number, token: string) => call<BillDetailOutput>('getBill', { billId }, token),
    lines: (filters: Record<string, unknown>, token: string) => call<LinesPage>('listBillLines', { pageSize: 300, ...filters }, token),
    confirm: (billId: number, token: string) => call<BillDetailOutput & Record<string, unknown>>('confirmBill', { billId }, token),
    dispute: (billId: number, lines: { lineId: number; reason: string }[], token: string) =>
      call<BillDetailOutput & Record<string, unknown>>('disputeBill', { billId, lines }, token),
    writeOff: (body: Record<string, unknown>, token: string) => call<BillDetailOutput & Record<string, unknown>>('writeOffBill', {
      currency: 'RMB', receiptReference: 'ICBC-0001', receivedDate: '2026-11-20', ...body,
    }, token),
  };
}

/** The bills of one customer, oldest first. */
export async function billsOf(t: TestApp, token: string, customerId: number): Promise<BillView[]> {
  const { body } = await billCalls(t).list({ customerId }, token);
  return [...body.list].reverse();
}

/**
 * HYEXP with a channel priced by a sell card (every order ORDER_PRICE RMB) and its waybill numbers, and helpers to
 * add billed customers and audited orders of theirs.
 */
export async function billWorld(t: TestApp, admin: string) {
  const { db } = t.database;
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const channel = { code: 'BILL-US', nameCn: '账单美国', nameEn: 'Bill US', transportClass: 'express', businessType: 'parcel', postcodeDestinations: false, destinations: [] };
  const channelId = (await t.call<{ id: number }>('main', 'saveChannel', channel, admin)).body.id;
  await t.call('main', 'saveRateCard', cardInput(channelId), admin);
  await db.insert(numberSegments).values({ companyId, channelId, type: 'waybill', prefix: 'BW', startNumber: 1, endNumber: 99999, nextNumber: 1, enabled: true });
  const [{ id: siteId }] = await db.select({ id: sites.id }).from(sites).where(and(eq(sites.companyId, companyId), eq(sites.code, '1002')));
  return {
    companyId,
    channelId,
    /** A new customer of HYEXP billed by its settlement type. */
    customer: async (code: string, settlementType: string): Promise<number> => {
      const saved = await t.call<{ id: number }>('main', 'saveCustomer', newCustomer(siteId, { code, settlementType }), admin);
      if (saved.code !== 0) throw new Error(`saveCustomer ${saved.code} ${JSON.stringify(saved.body)}`);
      return saved.body.id;
    },
    /** A new order of the customer on the channel, audited now (its price reserved or charged). */
    auditedOrder: async (customerCode: string, over: Record<string, unknown> = {}): Promise<number> => {
      const input = { ...(await orderInputFor(db, companyId, customerCode)), channelId, ...over };
      const created = await t.call<{ id: number }>('main', 'createOrder', input, admin);
      if (created.code !== 0) throw new Error(`createOrder ${created.code} ${JSON.stringify(created.body)}`);
      const audited = await t.call('main', 'auditPass', { id: created.body.id }, admin);
      if (audited.code !== 0) throw new Error(`auditPass ${audited.code} ${JSON.stringify(audited.body)}`);
      return created.body.id;
    },
  };
}

/** Moves the orders' audit to another moment, as if audited then. */
export async function setAuditedAt(t: TestApp, orderIds: number[], at: Date): Promise<void> {
  await t.database.db.update(orders).set({ auditedAt: at }).where(inArray(orders.id, orderIds));
}

/** The ledger entries of an order, oldest first. */
export const entriesOfOrder = (t: TestApp, orderId: number) =>
  executeRows<{ id: string; kind: string; amount: string }>(t.database.db, sql`select id::text, kind, amount::text from ledger_entries where order_id = ${orderId} order by id`);

/** Whether the order still holds a reservation (audited, not yet billed). */
export const isReserved = async (t: TestApp, orderId: number) =>
  (await executeRows(t.database.db, sql`select 1 from order_reservations where order_id = ${orderId}`)).length > 0;

/** How many accounts of the company rebuildBalances would change: 0 when the balances are the ledger's sums. */
export const balanceDrift = (t: TestApp, companyId: number) => rebuildBalances(t.database.db, companyId);

/** Bills whose amounts are not the sums of their lines, or that have no line: none may exist. */
export const incompleteBills = (t: TestApp) => executeRows(t.database.db, sql`
  select b.id from bills b
  where not exists (select 1 from bill_lines l where l.bill_id = b.id)
     or exists (select 1 from bill_amounts a where a.bill_id = b.id
       and a.amount <> (select coalesce(sum(l.amount), 0) from bill_lines l where l.bill_id = b.id and l.currency = a.currency))
     or exists (select 1 from bill_lines l where l.bill_id = b.id and not exists (select 1 from bill_amounts a where a.bill_id = b.id and a.currency = l.currency))`);

/** Today and the first day of last month, UTC. */
export function days() {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));
  return { today, lastMonth, lastMonthDay: lastMonth.toISOString().slice(0, 10) };
}
