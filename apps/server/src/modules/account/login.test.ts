import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('uc/userLogin', () => {
  it('answers a token and the user info for a carrier administrator', async () => {
    const answer = await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' });
    expect(answer.code).toBe(0);
    expect(answer.body).toMatchObject({ userInfo: { userSourceType: 2, companyNo: 'HYEXP' } });
    expect(String(answer.body.token).length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a wrong password with 10001', async () => {
    const answer = await t.call('uc', 'userLogin', { account: 'demooper', password: 'nope1234' });
    expect(answer.code).toBe(10001);
  });

  it('lists the identities of an account that holds several, then logs into the chosen one', async () => {
    const first = await t.call<{ choices: { userId: number; userType: number }[] }>('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' });
    expect(first.body.choices.map((c) => c.userType).sort()).toEqual([1, 2]);
    const chosen = first.body.choices.find((c) => c.userType === 2)!;
    const second = await t.call('uc', 'userLogin', { account: 'demomulti', password: 'demo1234', userId: chosen.userId });
    expect(second.body).toMatchObject({ userInfo: { userSourceType: 2, companyNo: 'HYEXP' } });
  });

  it('refuses an employee who has left with 10046', async () => {
    expect((await t.call('uc', 'userLogin', { account: 'demoleft', password: 'demo1234' })).code).toBe(10046);
  });

  it('limits carrier-side login to the company asked for', async () => {
    expect((await t.call('uc', 'userLogin', { account: 'otheradmin', password: 'demo1234', companyNo: 'HYEXP' })).code).toBe(10015);
  });

  it('slows down repeated failures with 40003, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await t.call('uc', 'userLogin', { account: 'otheradmin', password: 'wrong123' });
    expect((await t.call('uc', 'userLogin', { account: 'otheradmin', password: 'demo1234' })).code).toBe(40003);
  });
});

describe('uc/getAuthorityMenu', () => {
  it('gives the administrator the language menu and the operator fewer menus', async () => {
    const admin = await t.call<{ authorityMenus: { menuId: string; childrenMenus: { menuId: string }[] }[] }>('uc', 'getAuthorityMenu', {}, await t.login('demoadmin'));
    const operator = await t.call<{ authorityMenus: { menuId: string; childrenMenus: { menuId: string }[] }[] }>('uc', 'getAuthorityMenu', {}, await t.login('demooper'));
    const ids = (menus: { menuId: string; childrenMenus: { menuId: string }[] }[]) => menus.flatMap((m) => [m.menuId, ...m.childrenMenus.map((c) => c.menuId)]);
    expect(ids(admin.body.authorityMenus)).toContain('9_3');
    expect(ids(operator.body.authorityMenus)).not.toContain('9_3');
    expect(ids(operator.body.authorityMenus)).not.toContain('8_1');
  });

  it('answers 404 without a token and after logout', async () => {
    expect((await t.call('uc', 'getAuthorityMenu', {})).code).toBe(404);
    const token = await t.login('demooper');
    expect((await t.call('uc', 'logout', {}, token)).code).toBe(0);
    expect((await t.call('uc', 'getAuthorityMenu', {}, token)).code).toBe(404);
  });
});
