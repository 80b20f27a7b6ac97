import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts } from '../account/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  t.call('uc', 'changePassword', { oldPassword, newPassword, confirmPassword }, token);

describe('uc/changePassword', () => {
  it('sets the new password and ends every session of the account, the current one included', async () => {
    await t.database.db.update(accounts).set({ mustChangePassword: true }).where(eq(accounts.account, 'demomulti'));
    const choices = await t.call<{ choices: { userId: number }[] }>('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' });
    const [firstIdentity, secondIdentity] = await Promise.all(choices.body.choices.map((c) => t.login('demomulti', 'demo1234', { userId: c.userId })));
    expect((await t.call('uc', 'checkSession', {}, secondIdentity)).code).toBe(0);

    expect(await change(firstIdentity, 'demo1234', 'fresh5678')).toMatchObject({ code: 0, body: {} });
    expect((await t.call('uc', 'checkSession', {}, firstIdentity)).code).toBe(404);
    expect((await t.call('uc', 'checkSession', {}, secondIdentity)).code).toBe(404);
    expect((await t.call('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' })).code).toBe(10001);
    const again = await t.call('uc', 'userLogin', { account: 'demomulti', password: 'fresh5678' });
    expect(again.body.choices).toHaveLength(2);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.account, 'demomulti'));
    expect(account.mustChangePassword).toBe(false);
    expect(Date.now() - account.passwordChangedAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses a wrong old password with 10047 and the same password with 10048, changing nothing', async () => {
    const token = await t.login('demooper');
    expect((await change(token, 'wrong123', 'fresh5678')).code).toBe(10047);
    expect((await change(token, 'demo1234', 'demo1234')).code).toBe(10048);
    expect((await t.call('uc', 'checkSession', {}, token)).code).toBe(0);
    expect(await t.login('demooper')).toBeTruthy();
  });

  it('refuses a weak or unconfirmed new password with 400, and a caller without a session with 404', async () => {
    const token = await t.login('demoowner');
    expect((await change(token, 'demo1234', 'abcdefgh')).body).toMatchObject({ field: 'newPassword' });
    expect((await change(token, 'demo1234', 'fresh5678', 'fresh0000')).body).toEqual({ field: 'confirmPassword', reason: 'mismatch' });
    expect((await t.call('uc', 'changePassword', { oldPassword: 'demo1234', newPassword: 'fresh5678', confirmPassword: 'fresh5678' })).code).toBe(404);
  });
});
