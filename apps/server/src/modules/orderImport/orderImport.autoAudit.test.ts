import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoAuditCounts, ImportOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findDemoUser } from '../../tasks/task.testing.ts';
import type { FileOwner } from '../file/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { customers } from '../customer/index.ts';
import { ledgerEntries, postEntry } from '../ledger/index.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';
import { channels } from '../channel/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { numberSegments, orderHistory, orders, trackingEvents } from '../order/index.ts';
import { orderPrices } from '../price/index.ts';
import { prepareOrderBatches, writeImportedOrders } from './import-write.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, startImport, uploadFile, type Row } from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
let importer: FileOwner;
let receiveTemplate: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  importer = await findDemoUser(t.database.db, 'demoadmin');
  receiveTemplate = (await downloadTemplate(t, admin, 'receive')).bytes;
});
afterAll(() => t.close());

const filled = (rows: Row[]) => fillTemplate(receiveTemplate, 'receive', rows);
type Segment = { prefix: string; start: number; end: number; enabled?: boolean };

/** A channel of the demo carrier with, when given, one waybill segment. */
async function newChannel(code: string, segment?: Segment, labelFromCarrier = false): Promise<number> {
  const db = t.database.db;
  const [{ id }] = await db.insert(channels).values({ companyId: importer.companyId, code, nameCn: '测试渠道', transportClass: 'express', labelFromCarrier }).returning({ id: channels.id });
  if (segment) {
    await db.insert(numberSegments).values({
      companyId: importer.companyId, channelId: id, type: 'waybill', prefix: segment.prefix, startNumber: segment.start, endNumber: segment.end,
      nextNumber: segment.start, enabled: segment.enabled ?? true,
    });
  }
  return id;
}

const segmentOf = async (channelId: number) => (await t.database.db.select().from(numberSegments).where(eq(numberSegments.channelId, channelId)))[0];
const ordersLike = (pattern: string) => t.database.db.select().from(orders).where(like(orders.customerNo, pattern)).orderBy(asc(orders.customerNo));
const historyOf = (orderId: number) => t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));
const eventsOf = (orderId: number) => t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId));

/**
 * The final write of an import of `count` valid orders on the channel, asking for the audit: prepared as the task
 * prepares them (outside the transaction), to be run in one the test holds.
 */
async function finalWriteOf(channelId: number, prefix: string, count: number, customerCode?: string): Promise<(tx: Db) => Promise<AutoAuditCounts | undefined>> {
  const input = { ...(await orderInputFor(t.database.db, importer.companyId, customerCode)), channelId } as ImportOrderInput;
  const imported = Array.from({ length: count }, (_, i) => ({ input: { ...input, customerNo: `${prefix}-${String(i).padStart(4, '0')}` }, rows: [i + 2], invoiceRows: [] }));
  const parties = { importer, target: { companyId: importer.companyId, ownerCompanyId: null } };
  const batches = await prepareOrderBatches(t.database.db, parties, imported, async () => {});
  return (tx) => writeImportedOrders(tx, { ...parties, batches, recheck: { fileHash: prefix, customerNos: [] }, autoAudit: 'zh-CN' });
}

async function createOrders(channelId: number, count: number): Promise<number[]> {
  const input = { ...(await orderInputFor(t.database.db, importer.companyId)), channelId };
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await t.call<{ id: number }>('main', 'createOrder', input, admin)).body.id);
  return ids;
}

describe('an import that audits its orders', () => {
  it('audits each order as audit pass does: the row\'s waybill number kept, else the channel\'s next; label channels wait for a label', async () => {
    const ship = await newChannel('AA-SHIP', { prefix: 'AA', start: 1, end: 999 });
    await newChannel('AA-LABEL', { prefix: 'AL', start: 1, end: 99 }, true);
    const task = await importWorkbook(t, admin, await filled([
      orderRow('AUD-A-0001', { channelCode: 'AA-SHIP' }),
      orderRow('AUD-A-0002', { channelCode: 'AA-SHIP', waybillNo: 'AATYPED0001' }),
      orderRow('AUD-A-0003', { channelCode: 'aa-label' }),
      orderRow('AUD-A-0004', { channelCode: 'AA-SHIP' }),
    ]), { autoAudit: true });
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 4, refused: 0, total: 4, audited: 4, toBeCorrected: 0 } });

    const created = await ordersLike('AUD-A-%');
    expect(created.map((order) => [order.customerNo, order.status, order.waybillNo, order.version, order.auditedBy])).toEqual([
      ['AUD-A-0001', 'toShip', 'AA001', 2, importer.userId],
      ['AUD-A-0002', 'toShip', 'AATYPED0001', 2, importer.userId],
      ['AUD-A-0003', 'toGetLabel', 'AL01', 2, importer.userId],
      ['AUD-A-0004', 'toShip', 'AA002', 2, importer.userId],
    ]);
    expect(await segmentOf(ship)).toMatchObject({ nextNumber: 3, lastUsedNumber: 'AA002' });
    expect((await historyOf(created[0].id)).map(({ action, changes, userId }) => ({ action, changes, userId }))).toEqual([
      { action: 'create', changes: [], userId: importer.userId },
      { action: 'auditPass', changes: [{ field: 'status', before: 'toBeAudited', after: 'toShip' }, { field: 'waybillNo', before: null, after: 'AA001' }], userId: importer.userId },
    ]);
    expect(await eventsOf(created[2].id)).toMatchObject([{ status: 'toGetLabel', code: 'auditPass', params: {}, description: '', isPublic: false, createdBy: importer.userId }]);
    // Priced when created and again when audited (no card on the new channel: the refusal is stored, the order goes on).
    const prices = await t.database.db.select({ stage: orderPrices.stage, kind: orderPrices.kind, refusal: orderPrices.refusal }).from(orderPrices)
      .where(eq(orderPrices.orderId, created[0].id)).orderBy(asc(orderPrices.id));
    expect(prices).toEqual([{ stage: 'created', kind: 'sell', refusal: { reason: 'noRateCard' } }, { stage: 'audited', kind: 'sell', refusal: { reason: 'noRateCard' } }]);
  });

  it('sends the orders it cannot audit to be corrected, naming 20189 and the cause, with a history row', async () => {
    await newChannel('AB-NONE');
    const two = await newChannel('AB-TWO', { prefix: 'AB', start: 1, end: 2 });
    await newChannel('AB-OFF', { prefix: 'AO', start: 1, end: 9, enabled: false });
    await newChannel('AB-TAKEN', { prefix: 'AT', start: 1, end: 9 });
    // A number typed on another order earlier, inside the segment's range.
    const [typed] = await createOrders(await newChannel('AB-OTHER'), 1);
    await t.database.db.update(orders).set({ waybillNo: 'AT1' }).where(eq(orders.id, typed));

    const task = await importWorkbook(t, admin, await filled([
      orderRow('AUD-B-0001', { channelCode: 'AB-NONE' }),
      orderRow('AUD-B-0002', { channelCode: 'AB-TWO' }),
      orderRow('AUD-B-0003', { channelCode: 'AB-TWO' }),
      orderRow('AUD-B-0004', { channelCode: 'AB-TWO' }),
      orderRow('AUD-B-0005', { channelCode: 'AB-OFF' }),
      orderRow('AUD-B-0006', { channelCode: 'AB-TAKEN' }),
      orderRow('AUD-B-0007', { channelCode: 'AB-TAKEN' }),
    ]), { autoAudit: true });
    expect(task).toMatchObject({ status: 'succeeded', errorInfo: null, result: { created: 7, audited: 3, toBeCorrected: 4 } });

    const created = await ordersLike('AUD-B-%');
    expect(created.map((order) => [order.customerNo, order.status, order.waybillNo, order.auditFailReason])).toEqual([
      ['AUD-B-0001', 'toBeCorrected', null, '自动审核未通过(20189)：该渠道没有单号段(20164)'],
      ['AUD-B-0002', 'toShip', 'AB1', null],
      ['AUD-B-0003', 'toShip', 'AB2', null],
      ['AUD-B-0004', 'toBeCorrected', null, '自动审核未通过(20189)：该渠道的单号段已用完(20166)'],
      ['AUD-B-0005', 'toBeCorrected', null, '自动审核未通过(20189)：该渠道的单号段已用完(20166)'],
      ['AUD-B-0006', 'toBeCorrected', null, '自动审核未通过(20189)：运单号AT1已被使用(10003)'],
      ['AUD-B-0007', 'toShip', 'AT2', null],
    ]);
    expect(await segmentOf(two)).toMatchObject({ nextNumber: 3, lastUsedNumber: 'AB2' });
    const failed = created[0];
    expect((await historyOf(failed.id)).map(({ action, changes, reason }) => ({ action, changes, reason }))).toEqual([
      { action: 'create', changes: [], reason: null },
      { action: 'auditFail', changes: [{ field: 'status', before: 'toBeAudited', after: 'toBeCorrected' }], reason: failed.auditFailReason },
    ]);
    expect(await eventsOf(failed.id)).toMatchObject([{ status: 'toBeCorrected', code: 'auditFail', params: { reason: failed.auditFailReason }, description: '', isPublic: false }]);
    // Not lost: corrected and submitted, it waits for audit again.
    expect((await t.call('main', 'applyOrderAction', { ids: [failed.id], action: 'submit' }, admin)).code).toBe(0);
  });

  it('writes in the import\'s final transaction: undone with it, numbers included', async () => {
    const channelId = await newChannel('AC-UNDO', { prefix: 'AC', start: 1, end: 9 });
    const write = await finalWriteOf(channelId, 'AUD-C', 2);
    const rolledBack = t.database.db.transaction(async (tx) => {
      expect(await write(tx)).toEqual({ audited: 2, toBeCorrected: 0 });
      throw new Error('the final write failed');
    });
    await expect(rolledBack).rejects.toThrow('the final write failed');
    expect(await segmentOf(channelId)).toMatchObject({ nextNumber: 1, lastUsedNumber: null });
    expect(await ordersLike('AUD-C-%')).toEqual([]);
  });

  it('never gives a number twice: audit pass waits for the numbers an import is drawing, then draws after them', async () => {
    const channelId = await newChannel('AD-RACE', { prefix: 'AD', start: 1, end: 999 });
    const write = await finalWriteOf(channelId, 'AUD-D', 20);
    const waiting = await createOrders(channelId, 6);
    let drawn!: () => void;
    let commit!: () => void;
    const numbersDrawn = new Promise<void>((resolve) => (drawn = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    // The import's final transaction, held open once its orders are written.
    const finalWrite = t.database.db.transaction(async (tx) => {
      await write(tx);
      drawn();
      await committing;
    });
    await numbersDrawn;
    const passes = waiting.map((id) => t.call<{ waybillNo: string }>('main', 'auditPass', { id }, admin));
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await finalWrite;
    const passed = (await Promise.all(passes)).map((answer) => answer.body.waybillNo);

    expect(passed.sort()).toEqual(['AD021', 'AD022', 'AD023', 'AD024', 'AD025', 'AD026']);
    const given = (await t.database.db.select({ waybillNo: orders.waybillNo }).from(orders).where(eq(orders.channelId, channelId))).map((row) => row.waybillNo);
    expect(new Set(given)).toEqual(new Set(Array.from({ length: 26 }, (_, i) => `AD${String(i + 1).padStart(3, '0')}`)));
    expect(await segmentOf(channelId)).toMatchObject({ nextNumber: 27, lastUsedNumber: expect.stringMatching(/^AD02[1-6]$/) });
  });

  it('is asked for by a carrier\'s user who may audit, and is off unless asked', async () => {
    const startAs = async (account: string, choices: Record<string, unknown> = {}) => {
      const token = await t.login(account);
      const fileId = await uploadFile(t, token, 'a.xlsx', await filled([orderRow('AUD-Q-0001')]));
      return startImport(t, token, { fileId, templateId: 'receive', validRowsOnly: false, autoAudit: true, ...choices });
    };
    expect(await startAs('demooper')).toEqual({ code: 10021, body: { permission: 'order.audit' } });
    expect(await startAs('demoowner', { carrierCompanyNo: 'HYEXP' })).toEqual({ code: 400, body: { field: 'autoAudit', reason: 'invalidValue' } });
    const plain = await importWorkbook(t, admin, await filled([orderRow('AUD-Q-0002')]));
    expect(plain.result).not.toHaveProperty('audited');
    expect((await ordersLike('AUD-Q-%')).map((order) => order.status)).toEqual(['toBeAudited']);
  });
});

describe('credit control in the automatic audit', () => {
  it('fails the orders a prepaid balance does not cover, naming 60001 and the shortfall, and charges the ones it covers', async () => {
    const { db } = t.database;
    const channelId = await newChannel('AA-CREDIT', { prefix: 'CR', start: 1, end: 99 });
    expect((await t.call('main', 'saveRateCard', cardInput(channelId), admin)).code).toBe(0);
    const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, importer.companyId), eq(customers.code, 'C1005')));
    const credit = (amount: string) => postEntry(db, { companyId: importer.companyId, customerId: customer.id, currency: 'RMB', kind: 'manualAdjustment', amount, reason: 'test', createdBy: null });
    // An available balance of 200.00 RMB covers one order of 177.58, not two.
    const [{ topUp }] = await executeRows<{ topUp: string }>(db, sql`select (200 - coalesce((select balance - reserved from cash_accounts
      where customer_id = ${customer.id} and currency = 'RMB'), 0))::text as "topUp"`);
    await credit(topUp);

    const counts = await db.transaction(await finalWriteOf(channelId, 'AUD-CR', 2, 'C1005'));
    expect(counts).toEqual({ audited: 1, toBeCorrected: 1 });
    const created = await ordersLike('AUD-CR-%');
    expect(created.map((order) => [order.status, order.waybillNo, order.auditFailReason])).toEqual([
      ['toShip', 'CR01', null],
      ['toBeCorrected', 'CR02', '自动审核未通过(20189)：可用余额不足，差155.16 RMB(60001)'],
    ]);
    const charges = await db.select({ orderId: ledgerEntries.orderId, kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries)
      .where(eq(ledgerEntries.customerId, customer.id)).orderBy(asc(ledgerEntries.id));
    expect(charges.at(-1)).toEqual({ orderId: created[0].id, kind: 'orderCharge', amount: '-177.58' });

    // Submitted again once the money is there, it is audited with the number it kept.
    await credit('155.16');
    expect((await t.call('main', 'applyOrderAction', { ids: [created[1].id], action: 'submit' }, admin)).code).toBe(0);
    expect((await t.call('main', 'auditPass', { id: created[1].id }, admin)).body).toEqual({ id: created[1].id, waybillNo: 'CR02' });
  });
});
