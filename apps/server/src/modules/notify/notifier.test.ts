import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SmsSender } from './notifier.ts';
import { outbox } from './notify.table.ts';

/** An SMS adapter plugged in as docs/notifier.md says: buildApp({ services: { notifier: { sms } } }). */
const texts: { recipient: string; body: string }[] = [];
let failures = 0;
const sms: SmsSender = {
  async send(recipient, body) {
    if (failures > 0) {
      failures--;
      throw new Error('provider down');
    }
    texts.push({ recipient, body });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { notifier: { sms } }, delivery: { pollMs: 50, retryBaseMs: 100 } });
});
afterAll(() => t.close());

const readRow = async (recipient: string) => (await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0];

describe('an SMS sender passed to buildApp', () => {
  it('receives phone notices from the outbox, which marks them sent', async () => {
    expect((await t.call('uc', 'sendResetCode', { account: 'demooper' })).code).toBe(0);
    await vi.waitFor(() => expect(texts).toHaveLength(1));
    expect(texts[0]).toEqual({ recipient: '13800000002', body: expect.stringMatching(/^您正在重置密码，验证码是 \d{6}，/) });
    await vi.waitFor(async () => expect(await readRow('13800000002')).toMatchObject({ kind: 'resetPassword', status: 'sent', attempts: 1 }));
  });

  it('a failing provider does not fail the command: the notice is sent on a later attempt', async () => {
    failures = 1;
    expect((await t.call('uc', 'sendResetCode', { account: 'demoowner' })).code).toBe(0);
    const recipient = (await t.database.db.select().from(outbox).orderBy(outbox.id)).at(-1)?.recipient ?? '';
    await vi.waitFor(() => expect(texts.filter((text) => text.recipient === recipient)).toHaveLength(1));
    await vi.waitFor(async () => expect(await readRow(recipient)).toMatchObject({ status: 'sent', attempts: 2, lastError: 'provider down' }));
  });

  it('leaves email notices pending in the outbox: there is no mail sender', async () => {
    expect((await t.call('uc', 'sendRegisterCode', { channel: 'email', target: 'nomail@example.com' })).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readRow('nomail@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
