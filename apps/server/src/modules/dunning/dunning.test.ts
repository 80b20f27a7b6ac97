import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DunningFormOptions } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { runDunningTick } from './dunning-tick.ts';
import { baseRule, clearDunning, dayBefore, dunningCalls, insertBill } from './dunning.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let cashier: string;
let customer: string;
let options: DunningFormOptions;
let calls: ReturnType<typeof dunningCalls>;

const siteId = (code: string) => options.sites.find((site) => site.code === code)!.id;
const userId = (code: string) => options.users.find((user) => user.code === code)!.id;
const tick = () => runDunningTick(t.database.db, { notifier: {}, log: t.app.log });

beforeAll(async () => {
  t = await createTestApp();
  calls = dunningCalls(t);
  [admin, other, cashier, customer] = [await t.login('demoadmin'), await t.login('otheradmin'), await t.login('democash'), await t.login('democust')];
  options = (await t.call<DunningFormOptions>('main', 'getDunningFormOptions', {}, admin)).body;
});
afterAll(() => t.close());
beforeEach(() => clearDunning(t));

describe('dunning rules', () => {
  it('keeps a rule with its limits, logged, and lists it with the sites and users named', async () => {
    const saved = await calls.save(baseRule({ siteIds: [siteId('1003')], userIds: [userId('E010')], modes: ['message', 'sms'], expiryDate: dayBefore(-30) }), admin);
    expect(saved.code).toBe(0);
    const { list, total } = (await calls.rules(admin)).body;
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({
      id: saved.body.id, name: '月结催款', type: 'monthly', amount: '100.00', currency: 'RMB', dueDays: 0, periodDays: 7, modes: ['message', 'sms'], enabled: true,
      sites: [{ code: '1003' }], users: [{ code: 'E010', name: '许静' }], reminderCount: 0, lastReminderAt: null,
    });
    expect((await auditRowsOf(t, 'dunningRule', saved.body.id)).map((row) => row.action)).toEqual(['create']);
    expect((await calls.save({ ...baseRule({ name: '改名', amount: '250.5', enabled: false }), id: saved.body.id }, admin)).code).toBe(0);
    expect((await calls.rules(admin, { enabled: false })).body.list.map((rule) => [rule.name, rule.amount, rule.sites])).toEqual([['改名', '250.50', []]]);
    expect((await calls.rules(admin, { keyword: '月结' })).body.total).toBe(0);
  });

  it('refuses a taken name, another company’s site or user, a bad expiry date, no mode, and changes nothing', async () => {
    expect((await calls.save(baseRule(), admin)).code).toBe(0);
    expect((await calls.save(baseRule(), admin)).body).toEqual({ field: 'name', reason: 'duplicate' });
    const others = (await t.call<DunningFormOptions>('main', 'getDunningFormOptions', {}, other)).body;
    expect((await calls.save(baseRule({ name: 'B', siteIds: [siteId('1002'), others.sites[0].id] }), admin)).body).toEqual({ field: 'siteIds.1', reason: 'notFound' });
    expect((await calls.save(baseRule({ name: 'B', userIds: [others.users[0].id] }), admin)).body).toEqual({ field: 'userIds.0', reason: 'notFound' });
    const billingDate = dayBefore(10);
    expect((await calls.save(baseRule({ name: 'B', billingDate, expiryDate: dayBefore(11) }), admin)).body).toEqual({ field: 'expiryDate', reason: 'invalidValue' });
    expect((await calls.save(baseRule({ name: 'B', modes: [] }), admin)).body).toMatchObject({ field: 'modes', reason: 'required' });
    expect((await calls.save(baseRule({ name: 'B', periodDays: 91 }), admin)).body).toMatchObject({ field: 'periodDays', reason: 'tooBig' });
    expect((await calls.rules(admin)).body.total).toBe(1);
    expect((await calls.rules(other)).body.total).toBe(0);
  });

  it('lets finance readers look but not edit, and refuses a customer’s login and another company’s rule', async () => {
    const { body } = await calls.save(baseRule(), admin);
    expect((await calls.rules(cashier)).body.total).toBe(1);
    expect((await calls.save(baseRule({ name: 'B' }), cashier)).code).toBe(10021);
    expect((await calls.rules(customer)).code).toBe(10021);
    expect((await calls.sent(customer)).code).toBe(10021);
    expect((await calls.remove(body.id, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await calls.save({ ...baseRule({ name: 'B' }), id: body.id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('deletes a rule, logged, keeping the reminders it sent under its name', async () => {
    const { body } = await calls.save(baseRule(), admin);
    const bill = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(3), amount: '300' });
    expect((await tick()).reminders).toBe(1);
    expect((await calls.remove(body.id, admin)).code).toBe(0);
    expect((await auditRowsOf(t, 'dunningRule', body.id)).map((row) => row.action)).toEqual(['delete', 'create']);
    const { list } = (await calls.sent(admin)).body;
    expect(list).toMatchObject([{ ruleId: null, ruleName: '月结催款', billNo: bill.billNo, customerCode: 'C1005', slot: 0, openAmount: '300.00', recipientCount: 1 }]);
    expect((await calls.mine(customer)).body.unread).toBe(1);
  });
});

describe('the reminders sent and read', () => {
  it('lists what was sent by rule, customer and keyword; a customer sees only its own and marks them read', async () => {
    await calls.save(baseRule({ userIds: [userId('E010')] }), admin);
    const own = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(5), amount: '120' });
    const others = await insertBill(t.database.db, { customerCode: 'C0002', billDate: dayBefore(5), amount: '900' });
    expect((await tick()).reminders).toBe(2);
    expect((await calls.sent(admin)).body.total).toBe(2);
    expect((await calls.sent(admin, { keyword: 'C0002' })).body.list.map((row) => row.billNo)).toEqual([others.billNo]);
    expect((await calls.sent(admin, { customerId: own.customerId })).body.list.map((row) => row.billNo)).toEqual([own.billNo]);
    expect((await calls.sent(admin, { dateFrom: dayBefore(-1) })).body.total).toBe(0);

    const mine = (await calls.mine(customer)).body;
    expect(mine.unread).toBe(1);
    expect(mine.list).toMatchObject([{ billNo: own.billNo, openAmount: '120.00', currency: 'RMB', customerCode: 'C1005', carrierName: '华运国际物流', readAt: null }]);
    // The cashier named on the rule gets both.
    expect((await calls.mine(cashier)).body.unread).toBe(2);
    expect((await calls.mine(admin)).body).toEqual({ list: [], unread: 0 });

    const othersReminder = (await calls.mine(cashier)).body.list.find((row) => row.billNo === others.billNo)!;
    expect((await calls.markRead(customer, [othersReminder.id])).body).toEqual({ field: 'ids.0', reason: 'notFound' });
    expect((await calls.markRead(customer, [mine.list[0].id])).body).toEqual({ unread: 0 });
    expect((await calls.mine(customer, { unreadOnly: true })).body.list).toEqual([]);
    expect((await calls.mine(customer)).body.list[0].readAt).not.toBeNull();
    expect((await calls.sent(admin, { customerId: own.customerId })).body.list[0]).toMatchObject({ recipientCount: 2, readCount: 1 });
    expect((await calls.markRead(cashier)).body).toEqual({ unread: 0 });
  });
});
