import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Notice, Notifier } from './notifier.ts';
import { outbox } from './notify.table.ts';

/** An adapter plugged in as docs/notifier.md says: buildApp({ services: { notifier } }). */
const sent: Notice[] = [];
let failing = false;
const notifier: Notifier = {
  async send(notice) {
    if (failing) throw new Error('provider down');
    sent.push(notice);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { notifier } });
});
afterAll(() => t.close());

describe('a notifier passed to buildApp', () => {
  it('receives the notices instead of the outbox', async () => {
    expect((await t.call('uc', 'sendResetCode', { account: 'demooper' })).code).toBe(0);
    expect(sent).toEqual([{ channel: 'phone', recipient: '13800000002', subject: 'Parcelflow 重置密码验证码', body: expect.stringMatching(/\d{6}/) }]);
    expect(await t.database.db.$count(outbox)).toBe(0);
  });

  it('failing makes the command answer 500', async () => {
    failing = true;
    expect((await t.call('uc', 'sendResetCode', { account: 'demoowner' })).code).toBe(500);
  });
});
