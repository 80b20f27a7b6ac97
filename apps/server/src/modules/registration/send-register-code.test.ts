import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { outbox, verificationCodes } from '../notify/index.ts';
import { readLatestNotice, readSentCode } from '../notify/notify.testing.ts';
import { hashToken, rateCounters } from '../security/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (channel: 'phone' | 'email', target: string) => t.call('uc', 'sendRegisterCode', { channel, target });

/** The harness sends no language; this sends head.language as the web does. */
async function sendIn(language: string, target: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uc/sendRegisterCode/1.0',
    payload: { head: { language }, body: { channel: 'phone', target } },
  });
  return response.json() as { result_code: number };
}

describe('uc/sendRegisterCode', () => {
  it('sends a 6-digit code and keeps only its SHA-256', async () => {
    const answer = await send('phone', '13700000001');
    expect(answer).toMatchObject({ code: 0, body: { resendAfterSeconds: 60 } });
    const code = await readSentCode(t, '13700000001');
    const [stored] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '13700000001'));
    expect(stored).toMatchObject({ purpose: 'register', codeHash: hashToken(code), attempts: 0, consumedAt: null });
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('writes in Simplified Chinese by default, else in the language of head.language', async () => {
    await send('phone', '13700000002');
    expect((await readLatestNotice(t, '13700000002')).subject).toBe('Parcelflow 注册验证码');
    expect((await sendIn('en-US', '13700000003')).result_code).toBe(0);
    expect((await readLatestNotice(t, '13700000003')).body).toMatch(/^Your registration code is \d{6}\. It is valid for 10 minutes/);
    expect((await sendIn('zh-TW', '13700000004')).result_code).toBe(0);
    expect((await readLatestNotice(t, '13700000004')).subject).toBe('Parcelflow 註冊驗證碼');
  });

  it('sends to an email address, lowercased', async () => {
    expect((await send('email', 'New.Owner@Example.com')).code).toBe(0);
    expect(await readSentCode(t, 'new.owner@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses a phone or email already registered with 10006', async () => {
    expect(await send('phone', '13800000001')).toMatchObject({ code: 10006, body: { field: 'target' } });
    expect((await send('email', 'ADMIN@hyexp.example')).code).toBe(10006);
    expect(await t.database.db.$count(outbox, eq(outbox.recipient, '13800000001'))).toBe(0);
  });

  it('refuses a malformed target with 400 naming it', async () => {
    expect(await send('email', 'not-an-email')).toMatchObject({ code: 400, body: { field: 'target', reason: 'invalidFormat' } });
    expect((await send('phone', 'abc')).body).toMatchObject({ field: 'target' });
  });

  it('sends once a minute to the same target: 10058 with the seconds left', async () => {
    expect((await send('phone', '13700000005')).code).toBe(0);
    const again = await send('phone', '13700000005');
    expect(again.code).toBe(10058);
    expect(Number(again.body.retryAfterSeconds)).toBeGreaterThan(0);
    expect(Number(again.body.retryAfterSeconds)).toBeLessThanOrEqual(60);
    expect((await send('phone', '13700000006')).code).toBe(0);
  });

  it('sends at most ten times an hour to the same target', async () => {
    const target = '13700000007';
    for (let i = 0; i < 10; i++) {
      expect((await send('phone', target)).code).toBe(0);
      // Pretend the resend minute is over.
      await t.database.db.delete(rateCounters).where(eq(rateCounters.key, `code:resend:${target}`));
    }
    expect((await send('phone', target)).code).toBe(10058);
  });

  it('a new code replaces the previous one', async () => {
    const target = '13700000008';
    await send('phone', target);
    await t.database.db.delete(rateCounters).where(eq(rateCounters.key, `code:resend:${target}`));
    await send('phone', target);
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target)).orderBy(verificationCodes.id);
    expect(rows.map((r) => r.consumedAt === null)).toEqual([false, true]);
  });
});
