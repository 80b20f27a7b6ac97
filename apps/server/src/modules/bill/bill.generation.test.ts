import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodDays } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import {
  balanceDrift, billCalls, billsOf, billWorld, days, entriesOfOrder, incompleteBills, isReserved, ORDER_PRICE, setAuditedAt, type LinesPage,
} from './bill.testing.ts';

let t: TestApp;
let admin: string;
let bills: ReturnType<typeof billCalls>;
let world: Awaited<ReturnType<typeof billWorld>>;
const id: Record<string, number> = {};
const { today, lastMonth, lastMonthDay } = days();
const month = periodDays('monthly', today);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  bills = billCalls(t);
  world = await billWorld(t, admin);
  for (const [code, settlementType] of [['BM01', 'monthly'], ['BW01', 'weekly'], ['BT01', 'perTicket'], ['BP01', 'prepaid']] as const) {
    id[code] = await world.customer(code, settlementType);
  }
});
afterAll(() => t.close());

const linesOf = async (billId: number) => (await bills.lines({ billId }, admin)).body as LinesPage;

describe('generating the bills of a period', () => {
  const orders: Record<string, number> = {};

  it("bills a monthly customer's orders audited in the month, one bill per payment method, and charges them", async () => {
    orders.pp1 = await world.auditedOrder('BM01');
    orders.pp2 = await world.auditedOrder('BM01');
    orders.cc = await world.auditedOrder('BM01', { paymentMethod: 'CC' });
    orders.old = await world.auditedOrder('BM01');
    await setAuditedAt(t, [orders.old], lastMonth);

    const result = await bills.generate({ period: 'monthly', day: today, customerId: id.BM01 }, admin);
    expect(result).toEqual({ bills: 2, customers: 1, lines: 3 });
    const [cc, pp] = await billsOf(t, admin, id.BM01);
    expect(pp).toMatchObject({
      type: 'regular', paymentMethod: 'PP', settlementType: 'monthly', ticketCount: 2, periodFrom: month.from, periodTo: month.to,
      customerCode: 'BM01', carrierCompanyNo: 'HYEXP', confirmStatus: 'unconfirmed', writeOffStatus: 'unwrittenOff', disputedLines: 0,
      amounts: [{ currency: 'RMB', amount: '355.16', writtenOff: '0.00', open: '355.16' }], billDate: today, reconcilerName: expect.any(String),
    });
    expect(pp.billNo).toBe(`BL${today.replaceAll('-', '')}${String(pp.id).padStart(6, '0')}`);
    expect(cc).toMatchObject({ paymentMethod: 'CC', ticketCount: 1, amounts: [{ currency: 'RMB', amount: ORDER_PRICE, open: ORDER_PRICE }] });

    const lines = await linesOf(pp.id);
    expect(lines.list.map((line) => [line.orderId, line.kind, line.amount, line.currency])).toEqual([
      [orders.pp1, 'order', ORDER_PRICE, 'RMB'], [orders.pp2, 'order', ORDER_PRICE, 'RMB'],
    ]);
    expect(lines.list[0]).toMatchObject({ billNo: pp.billNo, customerCode: 'BM01', channelCode: 'BILL-US', destinationCountry: 'US', chargeableWeight: '3.5' });
    expect(lines.list[0].breakdown).toMatchObject({ total: ORDER_PRICE, currency: 'RMB' });
    expect(lines.footer).toEqual([{ currency: 'RMB', amount: '355.16' }]);

    expect(await entriesOfOrder(t, orders.pp1)).toMatchObject([{ kind: 'orderCharge', amount: `-${ORDER_PRICE}` }]);
    expect(await isReserved(t, orders.pp1)).toBe(false);
    expect(await isReserved(t, orders.old)).toBe(true);
    expect(await balanceDrift(t, world.companyId)).toBe(0);
  });

  it('bills nothing more when run again', async () => {
    expect(await bills.generate({ period: 'monthly', day: today, customerId: id.BM01 }, admin)).toEqual({ bills: 0, customers: 0, lines: 0 });
    expect(await billsOf(t, admin, id.BM01)).toHaveLength(2);
  });

  it('bills a re-weigh after billing as an adjustment in a supplementary bill of the same period', async () => {
    const reweighed = await t.call<{ total: string }>('main', 'reweighOrder', { id: orders.pp1, pieces: [{ quantity: 1, weight: 5, length: 40, width: 30, height: 20 }] }, admin);
    expect(reweighed.code).toBe(0);
    const [, surcharge] = await entriesOfOrder(t, orders.pp1);
    expect(surcharge.kind).toBe('surchargeAdjustment');
    expect(await bills.generate({ period: 'monthly', day: today, customerId: id.BM01 }, admin)).toEqual({ bills: 1, customers: 1, lines: 1 });
    const supplementary = (await billsOf(t, admin, id.BM01))[2];
    const difference = surcharge.amount.replace('-', '');
    expect(supplementary).toMatchObject({ type: 'supplementary', paymentMethod: 'PP', ticketCount: 1, amounts: [{ currency: 'RMB', amount: difference }] });
    expect((await linesOf(supplementary.id)).list).toMatchObject([{ orderId: orders.pp1, kind: 'adjustment', amount: difference }]);
  });

  it("bills a cancelled order's refund in the next run whatever its period, as a credit written off at once", async () => {
    expect((await t.call('main', 'applyOrderAction', { ids: [orders.cc], action: 'cancel', reason: 'customer asked' }, admin)).code).toBe(0);
    expect(await bills.generate({ period: 'monthly', day: lastMonthDay, customerId: id.BM01 }, admin)).toEqual({ bills: 2, customers: 1, lines: 2 });
    const [cc, pp] = (await billsOf(t, admin, id.BM01)).slice(3);
    expect(pp).toMatchObject({ type: 'regular', periodFrom: periodDays('monthly', lastMonthDay).from, paymentMethod: 'PP', amounts: [{ amount: ORDER_PRICE }] });
    expect((await linesOf(pp.id)).list).toMatchObject([{ orderId: orders.old, kind: 'order' }]);
    expect(cc).toMatchObject({ type: 'regular', paymentMethod: 'CC', writeOffStatus: 'writtenOff', amounts: [{ amount: `-${ORDER_PRICE}`, open: '0.00' }] });
    expect((await linesOf(cc.id)).list).toMatchObject([{ orderId: orders.cc, kind: 'adjustment', amount: `-${ORDER_PRICE}` }]);
    expect(await balanceDrift(t, world.companyId)).toBe(0);
  });

  it('bills each customer by its own period when none is asked, a per-ticket customer one bill per order, never a prepaid one', async () => {
    const ticket = [await world.auditedOrder('BT01'), await world.auditedOrder('BT01')];
    const weekly = await world.auditedOrder('BW01');
    const monthlyLater = await world.auditedOrder('BM01');
    const weeklyOnly = await bills.generate({ period: 'weekly', day: today, customerId: id.BW01 }, admin);
    expect(weeklyOnly).toEqual({ bills: 1, customers: 1, lines: 1 });
    const week = periodDays('weekly', today);
    expect(await billsOf(t, admin, id.BW01)).toMatchObject([{ periodFrom: week.from, periodTo: week.to, ticketCount: 1 }]);

    for (const customerId of [id.BT01, id.BM01, id.BP01]) await bills.generate({ day: today, customerId }, admin);
    const tickets = await billsOf(t, admin, id.BT01);
    expect(tickets.map((bill) => [bill.ticketCount, bill.periodFrom, bill.periodTo, bill.type])).toEqual([[1, today, today, 'regular'], [1, today, today, 'regular']]);
    expect((await Promise.all(tickets.map(async (bill) => (await linesOf(bill.id)).list[0].orderId)))).toEqual(ticket);
    expect((await billsOf(t, admin, id.BM01)).at(-1)).toMatchObject({ type: 'supplementary', ticketCount: 1 });
    expect(await isReserved(t, monthlyLater)).toBe(false);
    expect(await isReserved(t, weekly)).toBe(false);
    expect(await billsOf(t, admin, id.BP01)).toEqual([]);
    expect(await incompleteBills(t)).toEqual([]);
    expect(await balanceDrift(t, world.companyId)).toBe(0);
  });

  it('bills every billed customer of the company in one run, the demo ones included, and then nothing', async () => {
    const before = (await bills.list({}, admin)).body.total;
    const result = await bills.generate({ day: today }, admin);
    expect((await bills.list({}, admin)).body.total).toBe(before + result.bills);
    expect(result.lines).toBeGreaterThanOrEqual(result.bills);
    expect(await bills.generate({ day: today }, admin)).toEqual({ bills: 0, customers: 0, lines: 0 });
    expect(await incompleteBills(t)).toEqual([]);
    expect(await balanceDrift(t, world.companyId)).toBe(0);
  });
});

describe('who may generate', () => {
  it('refuses a day after today, and another company\'s customer as a missing one', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await bills.start({ day: tomorrow }, admin)).toMatchObject({ code: 400, body: { field: 'day', reason: 'tooBig' } });
    const foreign = await demoIds(t).customer('GLBX', 'G0001');
    expect(await bills.start({ day: today, customerId: foreign }, admin)).toEqual({ code: 400, body: { field: 'customerId', reason: 'notFound' } });
    expect(await bills.start({ day: today, customerId: foreign }, await t.login('otheradmin'))).toMatchObject({ code: 0 });
  });

  it('refuses a cargo owner and staff without bill.generate (10021)', async () => {
    expect((await bills.start({ day: today }, await t.login('demoowner'))).code).toBe(10021);
    expect((await bills.start({ day: today }, await t.login('demooper'))).code).toBe(10021);
  });
});
