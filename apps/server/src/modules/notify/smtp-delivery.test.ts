import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts } from '../account/index.ts';
import { hashToken } from '../security/index.ts';
import { outbox, verificationCodes } from './notify.table.ts';
import { SMTP_USER, startTestSmtp, type TestSmtp } from './smtp.testing.ts';

const FROM = 'Parcelflow <no-reply@parcelflow.test>';
const logLines: string[] = [];
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: FROM },
    delivery: { pollMs: 50 },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** A public command sent as the web sends it, with head.language. */
async function callIn(language: string, command: string, body: object): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: `/api/uc/${command}/1.0`, payload: { head: { language }, body } });
  return (response.json() as { result_code: number }).result_code;
}

async function receiveOne(recipient: string) {
  const [mail] = await vi.waitFor(() => {
    const got = smtp.mailsTo(recipient);
    if (got.length === 0) throw new Error(`no mail to ${recipient} yet`);
    return got;
  }, { timeout: 10_000, interval: 20 });
  const code = mail.text?.match(/\b\d{6}\b/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return { mail, code };
}

describe('mail by SMTP (SMTP_URL, MAIL_FROM)', () => {
  it('mails a registration code in English, from MAIL_FROM, logged in with the URL credentials', async () => {
    expect(await callIn('en-US', 'sendRegisterCode', { channel: 'email', target: 'New.Carrier@Example.com' })).toBe(0);
    const { mail, code } = await receiveOne('new.carrier@example.com');
    expect(mail.subject).toBe('Parcelflow registration code');
    expect(mail.text?.trim()).toBe(`Your registration code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`);
    expect(mail.from?.value).toEqual([{ name: 'Parcelflow', address: 'no-reply@parcelflow.test' }]);
    expect(smtp.mails.at(-1)).toMatchObject({ envelopeFrom: 'no-reply@parcelflow.test', user: SMTP_USER });
    // The mailed code is the live one.
    const [stored] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, 'new.carrier@example.com'));
    expect(stored.codeHash).toBe(hashToken(code));
    // Marked sent once the server has accepted it, so a moment after it arrives.
    const row = await vi.waitFor(async () => {
      const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'new.carrier@example.com'));
      expect(sent).toMatchObject({ kind: 'register', status: 'sent', attempts: 1, lastError: null });
      return sent;
    });
    expect(mail.messageId).toBe(`<${row.messageKey}@parcelflow.test>`);
  });

  it('mails a reset code in Simplified Chinese that the next step accepts', async () => {
    // Without a phone, the reset code goes to the account's email.
    await t.database.db.update(accounts).set({ phone: null }).where(eq(accounts.account, 'otheradmin'));
    expect(await callIn('zh-CN', 'sendResetCode', { account: 'otheradmin' })).toBe(0);
    const { mail, code } = await receiveOne('admin@globex.example');
    expect(mail.subject).toBe('Parcelflow 重置密码验证码');
    expect(mail.text).toContain(`您正在重置密码，验证码是 ${code}，10 分钟内有效。`);
    expect((await t.call('uc', 'checkResetCode', { account: 'otheradmin', code })).code).toBe(0);
  });

  it('writes in Traditional Chinese for zh-TW', async () => {
    expect(await callIn('zh-TW', 'sendRegisterCode', { channel: 'email', target: 'tw.owner@example.com' })).toBe(0);
    const { mail, code } = await receiveOne('tw.owner@example.com');
    expect(mail.subject).toBe('Parcelflow 註冊驗證碼');
    expect(mail.text).toContain(`您的註冊驗證碼是 ${code}`);
  });

  it('logs recipient and kind, never the code', async () => {
    expect(await callIn('en-US', 'sendRegisterCode', { channel: 'email', target: 'quiet@example.com' })).toBe(0);
    const { code } = await receiveOne('quiet@example.com');
    const readLines = () => logLines.filter((line) => line.includes('quiet@example.com')).map((line) => JSON.parse(line) as Record<string, unknown>);
    await vi.waitFor(() => expect(readLines().map((line) => line.msg)).toEqual(['notice queued for delivery', 'notice delivered']));
    const about = readLines();
    expect(about.every((line) => line.kind === 'register' && line.body === undefined)).toBe(true);
    expect(logLines.join('')).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('keeps phone notices in the outbox when no SMS sender is configured', async () => {
    expect(await callIn('en-US', 'sendRegisterCode', { channel: 'phone', target: '13700000099' })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, '13700000099'));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
