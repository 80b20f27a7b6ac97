import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts, users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { verificationCodes } from '../notify/index.ts';
import { pickWrongCode, readSentCode } from '../notify/notify.testing.ts';
import { positions } from '../position/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends a registration code to a fresh phone number and reads it back. */
let phoneSeq = 0;
async function codeForNewPhone(): Promise<{ phone: string; code: string }> {
  const phone = `1360000${String(++phoneSeq).padStart(4, '0')}`;
  expect((await t.call('uc', 'sendRegisterCode', { channel: 'phone', target: phone })).code).toBe(0);
  return { phone, code: await readSentCode(t, phone) };
}

const base = { password: 'pass1234', confirmPassword: 'pass1234', contactName: '张三', channel: 'phone' };
const carrier = (extra: Record<string, unknown>) => ({ ...base, kind: 'carrier', companyNameCn: '新运物流', companyNameEn: 'Xinyun Logistics', ...extra });
const owner = (extra: Record<string, unknown>) => ({ ...base, kind: 'cargoOwner', ...extra });
const register = (body: Record<string, unknown>) => t.call('uc', 'userRegister', body);

describe('uc/userRegister', () => {
  it('registers a carrier whose administrator then logs in carrier-side', async () => {
    const { phone, code } = await codeForNewPhone();
    const answer = await register(carrier({ account: 'xycarrier', phone, code, companyNo: 'XYL01' }));
    expect(answer).toMatchObject({ code: 0, body: { companyNo: 'XYL01', kind: 'carrier' } });
    expect(answer.body.userNo).toMatch(/^U\d+$/);

    const login = await t.call('uc', 'userLogin', { account: 'xycarrier', password: 'pass1234', companyNo: 'XYL01' });
    expect(login.body).toMatchObject({ userInfo: { userNo: answer.body.userNo, userSourceType: 2, companyNo: 'XYL01' } });
    const profile = await t.call('uc', 'getUserInfo', {}, String(login.body.token));
    expect(profile.body).toMatchObject({ isAdmin: true, positionName: 'administrator', companyKind: 'carrier', companyName: '新运物流', displayName: '张三' });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'XYL01'));
    expect(await t.database.db.$count(positions, eq(positions.companyId, company.id))).toBeGreaterThan(10);
  });

  it('registers a cargo owner with a generated company code, by email', async () => {
    const email = 'Shop.Owner@Example.com';
    expect((await t.call('uc', 'sendRegisterCode', { channel: 'email', target: email })).code).toBe(0);
    const code = await readSentCode(t, email.toLowerCase());
    const answer = await register(owner({ account: 'shopowner', channel: 'email', email, code }));
    expect(answer).toMatchObject({ code: 0, body: { kind: 'cargoOwner' } });
    expect(answer.body.companyNo).toMatch(/^OWN\d{7}$/);
    const login = await t.call('uc', 'userLogin', { account: 'shopowner', password: 'pass1234' });
    expect(login.body).toMatchObject({ userInfo: { userSourceType: 1, companyNo: answer.body.companyNo } });
    const profile = await t.call('uc', 'getUserInfo', {}, String(login.body.token));
    expect(profile.body).toMatchObject({ isAdmin: true, positionName: 'administrator', companyKind: 'cargoOwner', companyName: '张三' });
  });

  it('refuses a wrong, an expired or a used code with 10004', async () => {
    const { phone, code } = await codeForNewPhone();
    expect((await register(owner({ account: 'wrongcode1', phone, code: pickWrongCode(code) }))).code).toBe(10004);
    await t.database.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.target, phone));
    expect((await register(owner({ account: 'expired01', phone, code }))).code).toBe(10004);

    const fresh = await codeForNewPhone();
    expect((await register(owner({ account: 'usedcode1', ...fresh }))).code).toBe(0);
    await t.database.db.delete(users).where(sql`${users.accountId} = (select id from accounts where account = 'usedcode1')`);
    await t.database.db.delete(accounts).where(eq(accounts.account, 'usedcode1'));
    expect((await register(owner({ account: 'usedcode1', ...fresh }))).code).toBe(10004);
  });

  it('uses a code up after five wrong attempts', async () => {
    const { phone, code } = await codeForNewPhone();
    for (let i = 0; i < 5; i++) expect((await register(owner({ account: 'guesser01', phone, code: pickWrongCode(code) }))).code).toBe(10004);
    expect((await register(owner({ account: 'guesser01', phone, code }))).code).toBe(10004);
  });

  it('refuses a taken account, email, phone or carrier company code with 10006 naming the field; the code stays usable', async () => {
    const { phone, code } = await codeForNewPhone();
    expect(await register(carrier({ account: 'DemoAdmin', phone, code, companyNo: 'NEWCO' }))).toMatchObject({ code: 10006, body: { field: 'account' } });
    expect(await register(carrier({ account: 'newcarrier', phone, code, companyNo: 'hyexp' }))).toMatchObject({ code: 10006, body: { field: 'companyNo' } });
    const taken = await register(carrier({ account: 'newcarrier', phone, email: 'admin@hyexp.example', code, companyNo: 'NEWCO' }));
    expect(taken).toMatchObject({ code: 10006, body: { field: 'email' } });
    expect((await register(carrier({ account: 'newcarrier', phone, code, companyNo: 'NEWCO' }))).code).toBe(0);

    const email = 'taken.phone@example.com';
    await t.call('uc', 'sendRegisterCode', { channel: 'email', target: email });
    const byEmail = owner({ account: 'phonetaken', channel: 'email', email, code: await readSentCode(t, email), phone: '13800000001' });
    expect(await register(byEmail)).toMatchObject({ code: 10006, body: { field: 'phone' } });
  });

  it('refuses mismatched passwords and a carrier without a company code with 400', async () => {
    const { phone, code } = await codeForNewPhone();
    expect((await register(owner({ account: 'mismatch1', phone, code, confirmPassword: 'other1234' }))).body).toEqual({ field: 'confirmPassword', reason: 'mismatch' });
    expect((await register(carrier({ account: 'nocompany', phone, code }))).body).toMatchObject({ field: 'companyNo', reason: 'required' });
  });

  it('leaves nothing behind when it fails half-way, and the code still works afterwards', async () => {
    const db = t.database.db;
    await db.execute(sql.raw(`create function refuse_user() returns trigger language plpgsql as $$
      begin if new.display_name = 'Refused' then raise exception 'refused for the test'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger refuse_user before insert on users for each row execute function refuse_user()'));
    const { phone, code } = await codeForNewPhone();
    expect((await register(carrier({ account: 'halfway01', phone, code, companyNo: 'HALF1', contactName: 'Refused' }))).code).toBe(500);
    expect(await db.$count(companies, eq(companies.companyNo, 'HALF1'))).toBe(0);
    expect(await db.$count(accounts, eq(accounts.account, 'halfway01'))).toBe(0);
    await db.execute(sql.raw('drop trigger refuse_user on users'));
    expect((await register(carrier({ account: 'halfway01', phone, code, companyNo: 'HALF1' }))).code).toBe(0);
  });

  it('lets exactly one of two simultaneous registrations of the same account through', async () => {
    const first = await codeForNewPhone();
    const second = await codeForNewPhone();
    const companiesBefore = await t.database.db.$count(companies);
    const answers = await Promise.all([
      register(owner({ account: 'racer0001', ...first })),
      register(carrier({ account: 'racer0001', ...second, companyNo: 'RACE2' })),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 10006]);
    expect(answers.find((a) => a.code === 10006)!.body).toEqual({ field: 'account' });
    expect(await t.database.db.$count(accounts, eq(accounts.account, 'racer0001'))).toBe(1);
    // The loser's company went with the rest of its transaction.
    expect(await t.database.db.$count(companies)).toBe(companiesBefore + 1);
  });
});
