import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, PrintedOrders, PrintJobRow, PrintOption, ScannedOrder, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { channels } from '../channel/index.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { readPdf } from '../label/read-pdf.testing.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { orders } from '../order/index.ts';
import { downloadFile } from '../printTemplate/printTemplate.testing.ts';
import { files } from '../file/index.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let base: Awaited<ReturnType<typeof orderInputFor>>;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  companyId = await demoIds(t).company('HYEXP');
  base = await orderInputFor(t.database.db, companyId);
});
afterAll(() => t.close());

type Answer<T = Record<string, unknown>> = { code: number; body: T };
const call = <T = Record<string, unknown>>(command: string, body: unknown, token = admin) => t.call('main', command, body, token) as Promise<Answer<T>>;
const today = new Date().toISOString().slice(0, 10);

async function newChannel(code: string, labelFromCarrier = false): Promise<number> {
  const [row] = await t.database.db.insert(channels).values({ companyId, code, nameCn: '打印渠道', transportClass: 'express', businessType: 'parcel', labelFromCarrier }).returning({ id: channels.id });
  return row.id;
}

/** An order created and audited with a typed waybill number, so it prints. */
async function audited(channelId: number, extra: Record<string, unknown> = {}): Promise<{ id: number; waybillNo: string }> {
  seq += 1;
  const created = await call<{ id: number }>('createOrder', { ...base, channelId, ...extra });
  if (created.code !== 0) throw new Error(`createOrder answered ${created.code} ${JSON.stringify(created.body)}`);
  const waybillNo = `PT${String(seq).padStart(8, '0')}`;
  const answer = await call('auditPass', { id: created.body.id, waybillNo });
  if (answer.code !== 0) throw new Error(`auditPass answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return { id: created.body.id, waybillNo };
}

const statusOf = async (id: number) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const pdfOf = async (fileId: number) => readPdf(new Uint8Array((await downloadFile(t, admin, fileId)).bytes));
const log = (filters: Record<string, unknown> = {}) => call<Page<PrintJobRow>>('listPrintJobs', { dateFrom: today, dateTo: today, ...filters });

describe('printing orders', () => {
  it('prints chosen orders into one PDF whose barcodes decode, logs each, moves "to get label" on, and asks before a reprint', async () => {
    const labelChannel = await newChannel('P-LABEL', true);
    const first = await audited(labelChannel);
    const second = await audited(labelChannel);
    expect(await statusOf(first.id)).toBe('toGetLabel');

    const printed = await call<PrintedOrders>('printOrders', { selection: { by: 'ids', ids: [first.id, second.id] }, printer: 'Zebra ZD421' });
    expect(printed.body).toMatchObject({ count: 2, reprints: 0, labelled: 2 });
    expect(printed.body.name).toMatch(/^label-P\d{14}[0-9A-F]{8}\.pdf$/);
    const pdf = await pdfOf(printed.body.fileId);
    // The built-in receive label prints per piece: two pieces each.
    expect(pdf.pages).toBe(4);
    expect(pdf.barcodes.flat()).toContain(first.waybillNo);
    expect(pdf.barcodes.flat()).toContain(second.waybillNo);
    expect(await statusOf(first.id)).toBe('toShip');
    // The link answers for a day, then is refused and swept.
    await t.database.db.update(files).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(files.id, printed.body.fileId));
    expect((await downloadFile(t, admin, printed.body.fileId)).bytes.toString()).toContain('expired');

    const again = await call('printOrders', { selection: { by: 'ids', ids: [second.id] } });
    expect(again).toMatchObject({ code: 20161, body: { count: 1, waybillNos: second.waybillNo } });
    expect((await call<PrintedOrders>('printOrders', { selection: { by: 'ids', ids: [second.id] }, confirmReprint: true })).body).toMatchObject({ count: 1, reprints: 1, labelled: 0 });

    const rows = (await log({ waybillNo: second.waybillNo })).body;
    expect(rows.total).toBe(2);
    expect(rows.list.map((row) => [row.reprint, row.printer, row.templateName, row.userName !== ''])).toEqual([[true, '', 'thermal.receive', true], [false, 'Zebra ZD421', 'thermal.receive', true]]);
  });

  it('refuses orders not printable, of several channels, unknown or another company\'s, changing nothing', async () => {
    const channelA = await newChannel('P-A');
    const channelB = await newChannel('P-B');
    const a = await audited(channelA);
    const b = await audited(channelB);
    const unaudited = (await call<{ id: number }>('createOrder', { ...base, channelId: channelA })).body.id;
    expect(await call('printOrders', { selection: { by: 'ids', ids: [a.id, b.id] } })).toMatchObject({ code: 400, body: { field: 'selection', reason: 'mixedChannels', channels: 'P-A, P-B' } });
    expect(await call('printOrders', { selection: { by: 'ids', ids: [a.id, unaudited] } })).toMatchObject({ code: 400, body: { field: 'selection', reason: 'notPrintable', status: 'toBeAudited' } });
    expect(await call('printOrders', { selection: { by: 'ids', ids: [a.id] } }, await t.login('otheradmin'))).toMatchObject({ code: 20157, body: { id: a.id } });
    expect(await call('printOrders', { selection: { by: 'ids', ids: [] } })).toMatchObject({ code: 400, body: { field: 'selection.ids', reason: 'required' } });
    expect((await log({ waybillNo: a.waybillNo })).body.total).toBe(0);
  });

  it('names the order whose barcode cannot be made (20141) and records nothing', async () => {
    const channelId = await newChannel('P-EAN');
    const order = await audited(channelId);
    const template = await call<{ id: number }>('savePrintTemplate', {
      name: 'EAN label', type: 'label', scenario: 'batch', layout: {
        paper: { size: '100x150' }, pages: 'perOrder',
        elements: [{ type: 'barcode', symbology: 'ean13', value: { from: 'field', field: 'waybillNo' }, xMm: 5, yMm: 5, widthMm: 60, heightMm: 25 }],
      },
    });
    expect(template.code).toBe(0);
    const refused = await call('printOrders', { selection: { by: 'ids', ids: [order.id] }, templateId: template.body.id });
    expect(refused).toMatchObject({ code: 20141, body: { symbology: 'ean13' } });
    expect((await log({ waybillNo: order.waybillNo })).body.total).toBe(0);
  });

  it('prints each order with its customer\'s default, else its channel\'s, else the built-in; or the template chosen', async () => {
    const channelId = await newChannel('P-DEF');
    const order = await audited(channelId);
    const save = async (name: string) => (await call<{ id: number }>('copyPrintTemplate', { name, from: { source: 'builtIn', builtIn: 'thermal.receive' } })).body.id;
    const byChannel = await save('渠道标签');
    const byCustomer = await save('客户标签');
    const print = async (extra: Record<string, unknown> = {}) => {
      const answer = await call<PrintedOrders>('printOrders', { selection: { by: 'ids', ids: [order.id] }, confirmReprint: true, ...extra });
      expect(answer.code).toBe(0);
      return (await log({ waybillNo: order.waybillNo })).body.list[0].templateName;
    };
    expect(await print()).toBe('thermal.receive');
    expect((await call('setPrintTemplateDefault', { id: byChannel, target: 'channel', targetId: channelId })).code).toBe(0);
    expect(await print()).toBe('渠道标签');
    expect((await call('setPrintTemplateDefault', { id: byCustomer, target: 'customer', targetId: base.customerId })).code).toBe(0);
    expect(await print()).toBe('客户标签');
    expect(await print({ templateId: byChannel })).toBe('渠道标签');
    expect((await call('unsetPrintTemplateDefault', { id: byCustomer, target: 'customer', targetId: base.customerId })).code).toBe(0);
    const otherTemplate = await call<{ id: number }>('copyPrintTemplate', { name: 'Other', from: { source: 'builtIn', builtIn: 'thermal.receive' } }, await t.login('otheradmin'));
    expect(await call('printOrders', { selection: { by: 'ids', ids: [order.id] }, templateId: otherTemplate.body.id })).toMatchObject({ code: 400, body: { field: 'templateId', reason: 'notFound' } });
    expect(await call('printOrders', { selection: { by: 'ids', ids: [order.id] }, type: 'packingList', confirmReprint: true })).toMatchObject({ code: 400, body: { field: 'templateId', reason: 'required' } });
  });

  it('prints all filtered orders, and over a thousand only as a task', async () => {
    const channelId = await newChannel('P-FILTER');
    const made = [await audited(channelId), await audited(channelId), await audited(channelId)];
    const answer = await call<PrintedOrders>('printOrders', { selection: { by: 'filter', filter: { channelId, status: 'toShip' } }, type: 'invoice' });
    expect(answer.body).toMatchObject({ count: 3 });
    expect((await pdfOf(answer.body.fileId)).pages).toBe(3);
    expect(await call('printOrders', { selection: { by: 'filter', filter: { channelId, status: 'signed' } } })).toMatchObject({ code: 400, body: { field: 'selection', reason: 'notFound' } });

    const task = await call<TaskView>('startPrintTask', { selection: { by: 'ids', ids: made.map((order) => order.id) } });
    expect(task.code).toBe(0);
    let view = task.body;
    for (const deadline = Date.now() + 30_000; !['succeeded', 'failed'].includes(view.status) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      view = (await call<{ tasks: TaskView[] }>('listMyTasks', {})).body.tasks.find((one) => one.id === task.body.id)!;
    }
    expect(view).toMatchObject({ status: 'succeeded', type: 'printOrders', progress: { done: 3, total: 3 } });
    expect((await pdfOf(view.resultFileId!)).barcodes.flat()).toContain(made[2].waybillNo);
    expect((await log({ waybillNo: made[0].waybillNo, type: 'label' })).body.total).toBe(1);
    expect(await call('startPrintTask', { selection: { by: 'ids', ids: [made[0].id] } })).toMatchObject({ code: 20161 });
  });
});

describe('scan to print', () => {
  it('prints the order a waybill, order or sub-waybill number names; 202406, 10053 and unprintable statuses refused', async () => {
    const channelId = await newChannel('P-SCAN');
    const order = await audited(channelId);
    const scanned = await call<ScannedOrder>('scanToPrint', { number: order.waybillNo.toLowerCase(), printer: 'PDF' });
    expect(scanned.body).toMatchObject({ orderId: order.id, waybillNo: order.waybillNo, count: 1, reprint: false, printMethod: 'pdf', pieces: 2 });
    expect((await pdfOf(scanned.body.fileId)).barcodes.flat()).toContain(order.waybillNo);
    expect(await call('scanToPrint', { number: order.waybillNo })).toMatchObject({ code: 20161 });
    expect((await call<ScannedOrder>('scanToPrint', { number: order.waybillNo, confirmReprint: true })).body).toMatchObject({ reprint: true });

    await t.database.db.update(orders).set({ subWaybillNos: [`${order.waybillNo}-02`] }).where(eq(orders.id, order.id));
    expect((await call<ScannedOrder>('scanToPrint', { number: `${order.waybillNo}-02`, confirmReprint: true })).body).toMatchObject({ orderId: order.id });
    expect(await call('scanToPrint', { number: 'NOSUCH123' })).toMatchObject({ code: 202406, body: { number: 'NOSUCH123' } });

    const twin = await audited(channelId);
    await t.database.db.update(orders).set({ referenceNo1: order.waybillNo }).where(eq(orders.id, twin.id));
    expect(await call('scanToPrint', { number: order.waybillNo })).toMatchObject({ code: 10053 });

    const unaudited = (await call<{ id: number; orderNo: string }>('createOrder', { ...base, channelId })).body;
    const orderNo = (await t.database.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, unaudited.id)))[0].orderNo;
    expect(await call('scanToPrint', { number: orderNo })).toMatchObject({ code: 400, body: { reason: 'notPrintable', status: 'toBeAudited' } });
    expect(await call('scanToPrint', { number: order.waybillNo }, await t.login('otheradmin'))).toMatchObject({ code: 202406 });
  });
});

describe('print log, print options and rights', () => {
  it('refuses a range over 31 days and filters by reprint', async () => {
    expect(await call('listPrintJobs', { dateFrom: '2026-01-01', dateTo: '2026-03-01' })).toMatchObject({ code: 400, body: { field: 'dateTo', reason: 'tooBig', max: 31 } });
    const reprints = (await log({ reprint: true })).body.list;
    expect(reprints.length).toBeGreaterThan(0);
    expect(reprints.every((row) => row.reprint)).toBe(true);
    expect((await log()).body.list.every((row) => typeof row.batchNo === 'string')).toBe(true);
    expect((await call<Page<PrintJobRow>>('listPrintJobs', { dateFrom: today, dateTo: today }, await t.login('otheradmin'))).body.total).toBe(0);
  });

  it('answers the print options of the caller\'s own company only', async () => {
    const option = await call<PrintOption>('getPrintOption', { transportMode: 'receive' });
    expect(option.body).toMatchObject({ transportMode: 'receive', builtInLabel: 'thermal.receive' });
    expect(option.body.templates.map((template) => template.name)).toContain('渠道标签');
    expect(await call('getPrintOption', { companyId: companyId + 1000, transportMode: 'receive' })).toMatchObject({ code: 400, body: { field: 'companyId', reason: 'notFound' } });
  });

  it('refuses a cargo owner, and staff without the functions, with 10021', async () => {
    const owner = await t.login('demoowner');
    for (const [command, body] of [['printOrders', { selection: { by: 'ids', ids: [1] } }], ['scanToPrint', { number: 'X' }], ['listPrintJobs', { dateFrom: today, dateTo: today }]] as const) {
      expect((await call(command, body, owner)).code, command).toBe(10021);
    }
    const tracker = await t.login('demooper');
    expect((await call('listPrintJobs', { dateFrom: today, dateTo: today }, tracker)).code).toBe(10021);
  });
});
