import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = { nameCn: '华运国际物流', nameEn: 'Huayun International Logistics', lockMinutes: 15, recordNo: '粤ICP备2026000101号', customHost: 'ship.hyexp.example' };

describe('company settings', () => {
  it('an administrator reads and saves them; the lock minutes reach the profile', async () => {
    const token = await t.login('demoadmin');
    expect((await t.call('main', 'getCompanySettings', {}, token)).body).toMatchObject({ companyNo: 'HYEXP', lockMinutes: 30 });
    expect((await t.call('main', 'saveCompanySettings', settings, token)).code).toBe(0);
    expect((await t.call('uc', 'getUserInfo', {}, token)).body).toMatchObject({ lockMinutes: 15 });
    expect((await t.call('uc', 'selectCompanyNoAndRecord', { host: 'ship.hyexp.example' })).body).toMatchObject({ companyCode: 'HYEXP' });
  });

  it('refuses lock minutes out of range and a host another company holds', async () => {
    const token = await t.login('otheradmin');
    expect((await t.call('main', 'saveCompanySettings', { ...settings, lockMinutes: 0 }, token)).body).toMatchObject({ field: 'lockMinutes', reason: 'tooSmall' });
    expect((await t.call('main', 'saveCompanySettings', settings, token)).body).toEqual({ field: 'customHost', reason: 'invalidValue' });
  });

  it('an operator without the right is refused with 10021', async () => {
    expect((await t.call('main', 'getCompanySettings', {}, await t.login('demooper'))).code).toBe(10021);
  });
});
