import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts } from '../account/index.ts';
import { verificationCodes } from '../notify/index.ts';
import { pickWrongCode, readSentCode } from '../notify/notify.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCode = (account: string) => t.call('uc', 'sendResetCode', { account });
const reset = (account: string, code: string, newPassword: string) =>
  t.call('uc', 'resetPassword', { account, code, newPassword, confirmPassword: newPassword });

describe('uc/sendResetCode', () => {
  it("sends a code to the account's phone and answers it masked", async () => {
    expect(await sendCode('demooper')).toMatchObject({ code: 0, body: { maskedTarget: '138****0002', resendAfterSeconds: 60 } });
    expect(await readSentCode(t, '13800000002')).toMatch(/^\d{6}$/);
  });

  it('falls back to the email when there is no phone', async () => {
    await t.database.db.update(accounts).set({ phone: null }).where(eq(accounts.account, 'otheradmin'));
    expect((await sendCode('otheradmin')).body).toMatchObject({ maskedTarget: 'a***@globex.example' });
    expect(await readSentCode(t, 'admin@globex.example')).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown account, and one with neither phone nor email, with 10007', async () => {
    expect(await sendCode('nobody1234')).toMatchObject({ code: 10007, body: {} });
    expect(await sendCode('demoleft')).toMatchObject({ code: 10007, body: { reason: 'noContact' } });
  });

  it('sends once a minute: 10058', async () => {
    expect((await sendCode('demomulti')).code).toBe(0);
    expect((await sendCode('demomulti')).code).toBe(10058);
  });

  it('refuses a disabled account with 10030', async () => {
    await t.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.account, 'demomulti'));
    expect((await sendCode('demomulti')).code).toBe(10030);
  });
});

describe('uc/checkResetCode', () => {
  it('accepts the right code without using it up, refuses a wrong one with 10004, and counts wrong ones', async () => {
    await sendCode('demoowner');
    const code = await readSentCode(t, '13800000003');
    expect((await t.call('uc', 'checkResetCode', { account: 'demoowner', code })).code).toBe(0);
    expect((await t.call('uc', 'checkResetCode', { account: 'demoowner', code })).code).toBe(0);
    for (let i = 0; i < 5; i++) expect((await t.call('uc', 'checkResetCode', { account: 'demoowner', code: pickWrongCode(code) })).code).toBe(10004);
    expect((await t.call('uc', 'checkResetCode', { account: 'demoowner', code })).code).toBe(10004);
  });

  it('refuses an unknown account with 10007 and an account without a code with 10004', async () => {
    expect((await t.call('uc', 'checkResetCode', { account: 'nobody1234', code: '123456' })).code).toBe(10007);
    expect((await t.call('uc', 'checkResetCode', { account: 'demoleft', code: '123456' })).code).toBe(10004);
  });
});

describe('uc/resetPassword', () => {
  it('sets the password, uses the code up and ends every session of the account', async () => {
    await t.database.db.update(accounts).set({ mustChangePassword: true }).where(eq(accounts.account, 'demoadmin'));
    const oldToken = await t.login('demoadmin');
    // Whoever forgot their password has usually reached the failed-login limit; the reset lifts it.
    for (let i = 0; i < 5; i++) await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'wrong123' });
    expect((await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' })).code).toBe(40003);

    // A cached session must end too, not only the row in the sessions table.
    expect((await t.call('uc', 'checkSession', {}, oldToken)).code).toBe(0);
    await sendCode('demoadmin');
    const code = await readSentCode(t, '13800000001');
    expect(await reset('demoadmin', code, 'fresh5678')).toMatchObject({ code: 0, body: {} });
    expect((await t.call('uc', 'checkSession', {}, oldToken)).code).toBe(404);
    expect((await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' })).code).toBe(10001);
    const after = await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'fresh5678' });
    expect(after.code).toBe(0);
    expect(after.body.mustChangePassword).toBeUndefined();
    expect((await reset('demoadmin', code, 'again5678')).code).toBe(10004);
  });

  it('refuses the current password with 10048 and keeps the code for another try', async () => {
    await t.database.db.update(accounts).set({ phone: '13800000009' }).where(eq(accounts.account, 'demoleft'));
    expect((await sendCode('demoleft')).code).toBe(0);
    const code = await readSentCode(t, '13800000009');
    expect((await reset('demoleft', code, 'demo1234')).code).toBe(10048);
    expect((await reset('demoleft', code, 'other1234')).code).toBe(0);
  });

  it('refuses a wrong or expired code with 10004, and mismatched passwords with 400', async () => {
    await t.database.db.update(accounts).set({ phone: '13800000010' }).where(eq(accounts.account, 'otheradmin'));
    await sendCode('otheradmin');
    const code = await readSentCode(t, '13800000010');
    expect((await reset('otheradmin', pickWrongCode(code), 'fresh5678')).code).toBe(10004);
    const mismatch = await t.call('uc', 'resetPassword', { account: 'otheradmin', code, newPassword: 'fresh5678', confirmPassword: 'fresh5679' });
    expect(mismatch.body).toEqual({ field: 'confirmPassword', reason: 'mismatch' });
    await t.database.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.purpose, 'resetPassword'));
    expect((await reset('otheradmin', code, 'fresh5678')).code).toBe(10004);
  });
});
