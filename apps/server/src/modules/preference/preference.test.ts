import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user preferences', () => {
  it('remembers a choice per user and replaces it on the next save', async () => {
    const admin = await t.login('demoadmin');
    const key = 'orderList.receive.columns';
    expect((await t.call('uc', 'getPreference', { key }, admin)).body).toEqual({ key, value: null });
    expect((await t.call('uc', 'savePreference', { key, value: ['orderNo', 'status'] }, admin)).code).toBe(0);
    expect((await t.call('uc', 'savePreference', { key, value: ['orderNo'] }, admin)).code).toBe(0);
    expect((await t.call('uc', 'getPreference', { key }, admin)).body).toEqual({ key, value: ['orderNo'] });
    const operator = await t.login('demooper');
    expect((await t.call('uc', 'getPreference', { key }, operator)).body).toEqual({ key, value: null });
  });

  it('refuses a bad key and a value over 4000 characters', async () => {
    const admin = await t.login('demoadmin');
    expect((await t.call('uc', 'savePreference', { key: 'a b', value: 1 }, admin)).body).toMatchObject({ field: 'key' });
    expect((await t.call('uc', 'savePreference', { key: 'big', value: 'x'.repeat(4001) }, admin)).body).toMatchObject({ field: 'value', reason: 'tooBig' });
  });
});
