import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DunningFormOptions } from '@parcelflow/contract';
import { createEmptyDatabase, createTestApp, type TestApp } from '../../test/harness.ts';
import { openServerDatabase } from '../../database.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { outbox } from '../notify/index.ts';
import { runDunningTick } from './dunning-tick.ts';
import { companies } from '../company/index.ts';
import { dunningReminderRecipients, dunningReminders, dunningRules } from './dunning.table.ts';
import { baseRule, clearDunning, dayBefore, dunningCalls, insertBill, later, leaveNothingToDun, writeOff } from './dunning.testing.ts';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The test notifier: mail and SMS stubs plugged in as docs/notifier.md says. */
type Mail = { to: string; subject: string; text: string };
const mails: Mail[] = [];
const texts: { recipient: string; body: string }[] = [];
const notifier = { mail: { send: async (mail: Mail) => void mails.push(mail) }, sms: { send: async (recipient: string, body: string) => void texts.push({ recipient, body }) } };

let t: TestApp;
let admin: string;
let customer: string;
let options: DunningFormOptions;
let calls: ReturnType<typeof dunningCalls>;

const siteId = (code: string) => options.sites.find((site) => site.code === code)!.id;
const tick = (at?: Date) => runDunningTick(t.database.db, { notifier, log: t.app.log, at });
const remindersOf = async (billId: number) => (await t.database.db.select().from(dunningReminders).where(eq(dunningReminders.billId, billId))).map((row) => row.slot);

beforeAll(async () => {
  t = await createTestApp({ services: { notifier }, delivery: { pollMs: 50 } });
  calls = dunningCalls(t);
  [admin, customer] = [await t.login('demoadmin'), await t.login('democust')];
  options = (await t.call<DunningFormOptions>('main', 'getDunningFormOptions', {}, admin)).body;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearDunning(t);
  mails.length = 0;
  texts.length = 0;
});

describe('the dunning tick', () => {
  it('sends an overdue bill one reminder per slot: once a day at most, the next a period later', async () => {
    await calls.save(baseRule({ dueDays: 10, periodDays: 7 }), admin);
    const bill = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(12), amount: '500' });
    const notYet = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(9), amount: '500' });
    expect(await tick()).toEqual({ reminders: 1, notices: 0 });
    expect(await tick()).toEqual({ reminders: 0, notices: 0 });
    expect(await tick(later(6))).toEqual({ reminders: 1, notices: 0 });
    expect(await remindersOf(notYet.id)).toEqual([0]);
    expect(await tick(later(6))).toEqual({ reminders: 0, notices: 0 });
    // Twelve days overdue on day 2 + 7: slot 1.
    expect(await tick(later(7))).toMatchObject({ reminders: 1 });
    expect(await remindersOf(bill.id)).toEqual([0, 1]);
    expect(await tick(later(13))).toMatchObject({ reminders: 1 });
    expect(await remindersOf(notYet.id)).toEqual([0, 1]);
  });

  it('sends a reminder once when two ticks run at once', async () => {
    await calls.save(baseRule(), admin);
    await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(2), amount: '150' });
    await insertBill(t.database.db, { customerCode: 'C0002', billDate: dayBefore(2), amount: '150' });
    const results = await Promise.all([tick(), tick(), tick()]);
    expect(results.reduce((sum, made) => sum + made.reminders, 0)).toBe(2);
    expect((await t.database.db.select({ n: count() }).from(dunningReminders))[0].n).toBe(2);
    expect((await calls.mine(customer)).body.unread).toBe(1);
  });

  it('sends nothing for a bill written off or open below the amount, another type or currency, an expired, disabled or later rule', async () => {
    const billed = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(5), amount: '300' });
    await writeOff(t, billed.id, '300');
    const mostlyPaid = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(5), amount: '300' });
    await writeOff(t, mostlyPaid.id, '200.01');
    await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(5), amount: '300', period: 'weekly' });
    await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(5), amount: '300', currency: 'USD' });
    await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(61), amount: '300' });
    await calls.save(baseRule(), admin);
    await calls.save(baseRule({ name: '已过期', type: 'all', billingDate: dayBefore(30), expiryDate: dayBefore(1) }), admin);
    await calls.save(baseRule({ name: '已停用', type: 'all', enabled: false }), admin);
    await calls.save(baseRule({ name: '未来', type: 'all', billingDate: dayBefore(4) }), admin);
    expect(await tick()).toEqual({ reminders: 0, notices: 0 });
    await writeOff(t, mostlyPaid.id, '200');
    expect(await tick()).toMatchObject({ reminders: 1 });
  });

  it('reminds only customers of the rule’s sites and of the sites under them', async () => {
    const yiwu = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(3), amount: '300' });
    const guangzhou = await insertBill(t.database.db, { customerCode: 'C0002', billDate: dayBefore(3), amount: '300' });
    const headOffice = await insertBill(t.database.db, { customerCode: 'C1001', billDate: dayBefore(3), amount: '300' });
    await calls.save(baseRule({ siteIds: [siteId('1003')] }), admin);
    await tick();
    expect([await remindersOf(yiwu.id), await remindersOf(guangzhou.id), await remindersOf(headOffice.id)]).toEqual([[0], [], []]);
    // The head office is the root: its rule covers the branches' customers too.
    const root = options.sites.find((site) => site.parentId === null)!;
    await calls.save(baseRule({ name: '总部', siteIds: [root.id] }), admin);
    await tick();
    expect([await remindersOf(yiwu.id), await remindersOf(guangzhou.id), await remindersOf(headOffice.id)]).toEqual([[0, 0], [0], [0]]);
  });

  it('mails and texts the customer’s login through the notifier, in its language, once per address', async () => {
    await calls.save(baseRule({ modes: ['mail', 'sms'] }), admin);
    const bill = await insertBill(t.database.db, { customerCode: 'C1005', billDate: dayBefore(1), amount: '188.5' });
    expect(await tick()).toEqual({ reminders: 1, notices: 2 });
    await vi.waitFor(() => expect(mails.length + texts.length).toBe(2));
    expect(mails).toMatchObject([{ to: 'finance@yongshang.example', subject: `付款提醒：账单 ${bill.billNo}` }]);
    expect(mails[0].text).toContain('188.50 RMB');
    expect(texts).toMatchObject([{ recipient: '13800000012', body: expect.stringContaining(bill.billNo) }]);
    await vi.waitFor(async () => expect((await t.database.db.select().from(outbox).where(eq(outbox.kind, 'dunning'))).map((row) => row.status)).toEqual(['sent', 'sent']));
    // Not in the product: the rule's only modes are mail and SMS.
    expect((await calls.mine(customer)).body.unread).toBe(0);
    expect((await calls.sent(admin)).body.list).toMatchObject([{ noticeCount: 2, recipientCount: 0 }]);
  });
});

describe.runIf(onPostgres)('two server copies on one PostgreSQL database', () => {
  it('send each reminder once when both tick at the same moment', async () => {
    const empty = await createEmptyDatabase();
    const databases = [await openServerDatabase({ url: empty.url }), await openServerDatabase({ url: empty.url })];
    try {
      await seedDemoData(databases[0].db);
      const shared = databases[0].db;
      await leaveNothingToDun(shared);
      const [hyexp] = await shared.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'HYEXP'));
      await shared.insert(dunningRules).values({
        companyId: hyexp.id, name: '两份', type: 'all', amount: '1', currency: 'RMB', billingDate: dayBefore(60), dueDays: 0, periodDays: 7, modes: ['message'],
      });
      for (let i = 0; i < 20; i++) await insertBill(shared, { customerCode: i % 2 ? 'C1005' : 'C0002', billDate: dayBefore(2), amount: '300' });
      const made = await Promise.all(databases.flatMap((database) => [0, 1].map(() => runDunningTick(database.db, { notifier: {}, log: t.app.log }))));
      expect(made.reduce((sum, one) => sum + one.reminders, 0)).toBe(20);
      expect((await databases[1].db.select({ n: count() }).from(dunningReminders))[0].n).toBe(20);
      // C1005's ten reach its login once each; C0002 has no login.
      expect((await databases[1].db.select({ n: count() }).from(dunningReminderRecipients))[0].n).toBe(10);
    } finally {
      for (const database of databases) await database.close();
      await empty.drop();
    }
  }, 60_000);
});
