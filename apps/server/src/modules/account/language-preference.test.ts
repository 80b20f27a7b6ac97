import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demooper');
});
afterAll(() => t.close());

const savedLanguage = async () => (await t.call<UserProfile>('uc', 'getUserInfo', {}, token)).body.language;

describe('the saved interface language', () => {
  it('is kept when the user picks one, and forgotten when the user goes back to following the browser', async () => {
    expect((await t.call('uc', 'saveUserPreference', { language: 'en-US' }, token)).code).toBe(0);
    expect(await savedLanguage()).toBe('en-US');
    // Saving something else leaves the language alone.
    expect((await t.call('uc', 'saveUserPreference', { taskBoxShown: true }, token)).code).toBe(0);
    expect(await savedLanguage()).toBe('en-US');
    expect((await t.call('uc', 'saveUserPreference', { language: null }, token)).code).toBe(0);
    expect(await savedLanguage()).toBeNull();
  });
});
