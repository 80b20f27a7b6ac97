import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateLoginTicketOutput } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts, users } from '../account/index.ts';
import { hashToken } from '../security/index.ts';
import { loginTickets } from './session.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createTicket(account: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call<CreateLoginTicketOutput>('uc', 'createLoginTicket', {}, await t.login(account, 'demo1234', extra));
  expect(answer.code).toBe(0);
  return answer.body;
}
const exchange = (token: string, type: string) => t.call('uc', 'getApiLoginInfo', { token, type });

describe('uc/createLoginTicket and uc/getApiLoginInfo', () => {
  it('exchanges a ticket once for a session, answering what uc/userLogin answers', async () => {
    const ticket = await createTicket('demoadmin');
    expect(ticket.type).toBe('tms');
    const lifetime = new Date(ticket.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(100_000);
    expect(lifetime).toBeLessThanOrEqual(125_000);
    const [stored] = await t.database.db.select().from(loginTickets);
    expect(stored.tokenHash).toBe(hashToken(ticket.ticket));

    const login = await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' });
    const answer = await exchange(ticket.ticket, 'tms');
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(login.body).sort());
    expect(answer.body.userInfo).toEqual(login.body.userInfo);
    expect((await t.call('uc', 'getUserInfo', {}, String(answer.body.token))).body).toMatchObject({ account: 'demoadmin' });
    expect((await exchange(ticket.ticket, 'tms')).code).toBe(404);
  });

  it("types an ordinary user's ticket oms and keeps to the identity it was made for", async () => {
    expect((await createTicket('demoowner')).type).toBe('oms');
    const choices = await t.call<{ choices: { userId: number; userType: number }[] }>('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' });
    const carrierSide = choices.body.choices.find((c) => c.userType === 2)!;
    const ticket = await createTicket('demomulti', { userId: carrierSide.userId });
    expect((await exchange(ticket.ticket, 'TMS')).body).toMatchObject({ userInfo: { userSourceType: 2, companyNo: 'HYEXP' } });
  });

  it('answers 404 for a wrong type, an unknown ticket and an expired one', async () => {
    const ticket = await createTicket('demooper');
    expect((await exchange(ticket.ticket, 'oms')).code).toBe(404);
    expect((await exchange('x'.repeat(43), 'tms')).code).toBe(404);
    await t.database.db.update(loginTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await exchange(ticket.ticket, 'tms')).code).toBe(404);
  });

  it('gives one session for two simultaneous exchanges of the same ticket', async () => {
    const ticket = await createTicket('demooper');
    const answers = await Promise.all([exchange(ticket.ticket, 'tms'), exchange(ticket.ticket, 'tms')]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 404]);
  });

  it('refuses a ticket of a user disabled meanwhile with 10030', async () => {
    const ticket = await createTicket('demoowner');
    await t.database.db.update(users).set({ status: 'disabled' }).where(sql`${users.accountId} = (select id from accounts where account = 'demoowner')`);
    expect((await exchange(ticket.ticket, 'oms')).code).toBe(10030);
  });

  it('refuses a ticket of an account disabled meanwhile with 10030', async () => {
    const ticket = await createTicket('otheradmin');
    await t.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.account, 'otheradmin'));
    expect((await exchange(ticket.ticket, 'tms')).code).toBe(10030);
  });

  it('needs a session to create a ticket', async () => {
    expect((await t.call('uc', 'createLoginTicket', {})).code).toBe(404);
  });
});
