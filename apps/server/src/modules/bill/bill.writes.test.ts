import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { cashCalls, cents } from '../ledger/cash.testing.ts';
import { BILL_EXPORT_TEXTS } from './bill-export.texts.ts';
import { balanceDrift, billCalls, billsOf, billWorld, days, ORDER_PRICE } from './bill.testing.ts';

let t: TestApp;
let admin: string;
let bills: ReturnType<typeof billCalls>;
let cc: BillView;
let pp: BillView;
let customerId: number;
let companyId: number;
const { today } = days();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  bills = billCalls(t);
  const world = await billWorld(t, admin);
  companyId = world.companyId;
  customerId = await world.customer('BX01', 'monthly');
  await world.auditedOrder('BX01');
  await world.auditedOrder('BX01');
  await world.auditedOrder('BX01', { paymentMethod: 'CC' });
  await world.auditedOrder('C0001');
  await bills.generate({ period: 'monthly', day: today }, admin);
  [cc, pp] = await billsOf(t, admin, customerId);
});
afterAll(() => t.close());

describe('listBills and getBill', () => {
  it('lists newest first with the sums of the whole filtered list per currency, amount, written off and open', async () => {
    const { body } = await bills.list({ keyword: 'BX01' }, admin);
    expect(body.list.map((bill) => bill.id)).toEqual([pp.id, cc.id]);
    expect(body.total).toBe(2);
    expect(body.footer).toEqual([{ currency: 'RMB', amount: '532.74', writtenOff: '0.00', open: '532.74' }]);
    expect((await bills.list({ keyword: pp.billNo.toLowerCase() }, admin)).body.list.map((bill) => bill.id)).toEqual([pp.id]);
    const ids = async (filters: Record<string, unknown>) => (await bills.list({ customerId, ...filters }, admin)).body.list.map((bill) => bill.id);
    expect(await ids({ currency: 'usd' })).toEqual([]);
    expect(await ids({ currency: 'RMB', period: 'monthly', dateFrom: today, dateTo: today })).toEqual([pp.id, cc.id]);
    expect(await ids({ period: 'weekly' })).toEqual([]);
    expect(await ids({ dateTo: '2020-01-01' })).toEqual([]);
    expect((await bills.list({ keyword: 'BX01', pageSize: 50, currentPage: 2 }, admin)).body).toEqual({ list: [], total: 2, footer: body.footer });
  });

  it('answers one bill with its write-offs, another company\'s as a missing one', async () => {
    expect((await bills.get(pp.id, admin)).body).toEqual({ bill: pp, writeOffs: [] });
    const other = await t.login('otheradmin');
    expect(await bills.get(pp.id, other)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
    expect((await bills.list({ keyword: 'BX01' }, other)).body).toEqual({ list: [], total: 0, footer: [] });
    expect((await bills.lines({ billId: pp.id }, other)).body).toEqual({ list: [], total: 0, footer: [] });
    expect(await bills.confirm(pp.id, other)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
    expect(await bills.writeOff({ billId: pp.id, amount: '1' }, other)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
  });
});

describe('confirming and disputing', () => {
  it('disputes lines of the bill with their reasons, refuses a line of another bill, and confirms once (60005)', async () => {
    const lines = (await bills.lines({ billId: pp.id }, admin)).body.list;
    const [ccLine] = (await bills.lines({ billId: cc.id }, admin)).body.list;
    expect(await bills.dispute(pp.id, [{ lineId: lines[0].id, reason: 'weight' }, { lineId: ccLine.id, reason: 'x' }], admin))
      .toEqual({ code: 400, body: { field: 'lines.1.lineId', reason: 'notFound' } });
    const disputed = await bills.dispute(pp.id, [{ lineId: lines[1].id, reason: 'Weighed 3 kg here' }], admin);
    expect(disputed.body.bill).toMatchObject({ confirmStatus: 'disputed', disputedLines: 1 });
    expect((await bills.lines({ billId: pp.id, disputedOnly: true }, admin)).body.list).toMatchObject([{ id: lines[1].id, disputeReason: 'Weighed 3 kg here' }]);

    const confirmed = await bills.confirm(pp.id, admin);
    expect(confirmed.body.bill).toMatchObject({ confirmStatus: 'confirmed', confirmedByName: expect.any(String), disputedLines: 1 });
    expect(await bills.confirm(pp.id, admin)).toEqual({ code: 60005, body: { field: 'billId', status: 'confirmed' } });
    expect(await bills.dispute(pp.id, [{ lineId: lines[0].id, reason: 'late' }], admin)).toEqual({ code: 60005, body: { field: 'billId', status: 'confirmed' } });
    expect((await auditRowsOf(t, 'bill', pp.id)).length).toBe(2);
  });
});

describe('writing off', () => {
  it('refuses before the bill is confirmed (60007), another currency, and more than is open (60006)', async () => {
    expect(await bills.writeOff({ billId: cc.id, amount: '10' }, admin)).toEqual({ code: 60007, body: { field: 'billId', status: 'unconfirmed' } });
    expect((await bills.confirm(cc.id, admin)).code).toBe(0);
    expect(await bills.writeOff({ billId: cc.id, currency: 'USD', amount: '10' }, admin)).toEqual({ code: 400, body: { field: 'currency', reason: 'invalidValue' } });
    expect(await bills.writeOff({ billId: cc.id, amount: '177.59' }, admin)).toEqual({ code: 60006, body: { field: 'amount', currency: 'RMB', open: ORDER_PRICE } });
  });

  it('credits the account by each write-off, partial then whole, and the ledger still agrees', async () => {
    const cash = cashCalls(t);
    const before = (await cash.get(customerId, 'RMB', admin)).body.balance;
    const partial = await bills.writeOff({ billId: cc.id, amount: '100', receiptReference: 'ICBC-7788', remark: 'first half' }, admin);
    expect(partial.body.bill).toMatchObject({ writeOffStatus: 'partial', amounts: [{ currency: 'RMB', amount: ORDER_PRICE, writtenOff: '100.00', open: '77.58' }] });
    expect(partial.body.writeOffs).toMatchObject([{ currency: 'RMB', amount: '100.00', receiptReference: 'ICBC-7788', remark: 'first half', receivedDate: '2026-11-20' }]);
    const [entry] = (await cash.entries(customerId, 'RMB', admin)).body.list;
    expect(entry).toMatchObject({ id: partial.body.writeOffs[0].entryId, kind: 'writeOff', amount: '100.00', reason: `${cc.billNo} / ICBC-7788` });

    const whole = await bills.writeOff({ billId: cc.id, amount: '77.58' }, admin);
    expect(whole.body.bill).toMatchObject({ writeOffStatus: 'writtenOff', amounts: [{ writtenOff: ORDER_PRICE, open: '0.00' }] });
    expect(whole.body.writeOffs.map((writeOff) => writeOff.amount)).toEqual(['77.58', '100.00']);
    expect(cents((await cash.get(customerId, 'RMB', admin)).body.balance)).toBe(cents(before) + cents(ORDER_PRICE));
    expect(await bills.writeOff({ billId: cc.id, amount: '0.01' }, admin)).toEqual({ code: 60006, body: { field: 'amount', currency: 'RMB', open: '0.00' } });
    expect(await balanceDrift(t, companyId)).toBe(0);
  });

  it("refuses to reverse a write-off's ledger entry (60004): the bill would disagree with the ledger", async () => {
    const { writeOffs } = (await bills.get(cc.id, admin)).body;
    expect(await cashCalls(t).reverse(writeOffs[0].entryId, admin)).toMatchObject({ code: 60004, body: { field: 'id' } });
  });
});

describe('who sees and writes which bills', () => {
  it("shows a customer's login its own bills only; it may confirm them, never write them off (10021)", async () => {
    const created = await t.call('main', 'createCustomerLogin', { customerId, account: 'billcust01', password: 'abc12345' }, admin);
    expect(created.code).toBe(0);
    const customer = await t.login('billcust01', 'abc12345');
    expect((await bills.list({}, customer)).body.list.map((bill) => bill.id)).toEqual([pp.id, cc.id]);
    const [other] = (await bills.list({ customerId: await demoIds(t).customer('HYEXP', 'C0001') }, admin)).body.list;
    expect(await bills.get(other.id, customer)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
    expect((await bills.lines({}, customer)).body.list.every((line) => line.customerCode === 'BX01')).toBe(true);
    expect((await bills.writeOff({ billId: pp.id, amount: '1' }, customer)).code).toBe(10021);
    expect(await bills.confirm(other.id, customer)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
  });

  it("shows a cargo owner its customer's bills at its carrier, with the carrier, and refuses it write-offs", async () => {
    const owner = await t.login('demoowner');
    const { body } = await bills.list({}, owner);
    expect(body.list.length).toBeGreaterThan(0);
    expect(new Set(body.list.map((bill) => `${bill.carrierCompanyNo} ${bill.carrierName.length > 0} ${bill.customerCode}`))).toEqual(new Set(['HYEXP true C0001']));
    const lines = (await bills.lines({}, owner)).body;
    expect(lines.total).toBeGreaterThan(0);
    expect(new Set(lines.list.map((line) => line.customerCode))).toEqual(new Set(['C0001']));
    const [bill] = body.list;
    expect((await bills.writeOff({ billId: bill.id, amount: '1' }, owner)).code).toBe(10021);
    expect((await bills.confirm(bill.id, owner)).body.bill).toMatchObject({ id: bill.id, confirmStatus: 'confirmed' });
    expect(await bills.get(pp.id, owner)).toEqual({ code: 400, body: { field: 'billId', reason: 'notFound' } });
  });
});

describe('exporting bill lines', () => {
  it("writes the filtered lines to a workbook in the caller's language, row for row", async () => {
    const lines = (await bills.lines({ customerId }, admin)).body.list;
    const started = await bills.call<{ id: number }>('exportBillLines', { customerId }, admin, 'en-US');
    expect(started.code).toBe(0);
    const task = await bills.finished(started.body.id, admin);
    expect(task).toMatchObject({ status: 'succeeded', result: { rows: lines.length } });
    const response = await t.app.inject({
      method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' },
      payload: { head: { token: admin }, body: { fileId: task.resultFileId } },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const texts = BILL_EXPORT_TEXTS['en-US'];
    expect(sheet.name).toBe(texts.sheetName);
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(Object.values(texts.headers));
    // Every cell (a line of the first bill is disputed above): texts as the list shows them, the audit time to the UTC
    // minute, amounts and weights as numbers, no cell where the list has nothing.
    const number = (text: string | null | undefined) => (text == null ? undefined : Number(text));
    const cells = (row: unknown[]) => Array.from({ length: rows[0].length }, (_, index) => row[index] ?? undefined);
    expect(rows.slice(1).map(cells)).toEqual(lines.map((line) => [
      line.billNo, texts.kinds[line.kind], line.orderNo, line.waybillNo ?? undefined, line.customerCode, line.auditedAt?.slice(0, 16).replace('T', ' '),
      line.channelCode ?? undefined, line.channelName ?? undefined, line.destinationCountry ?? undefined, number(line.chargeableWeight),
      line.breakdown?.zoneName, number(line.breakdown?.baseFreight), line.currency, Number(line.amount), line.disputeReason ?? undefined,
    ]));
  });
});
