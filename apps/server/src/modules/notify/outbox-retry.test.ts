import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { outbox } from './notify.table.ts';
import { startTestSmtp, type TestSmtp } from './smtp.testing.ts';

const FROM = 'no-reply@parcelflow.test';
const FAST = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400, maxAttempts: 3 };
const logLines: string[] = [];
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: FROM },
    delivery: FAST,
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const sendCode = async (target: string) => expect((await t.call('uc', 'sendRegisterCode', { channel: 'email', target })).code).toBe(0);
const readRow = async (recipient: string) => (await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('delivery from the outbox', () => {
  it('delivers once, after retries, a notice the server refused twice', async () => {
    smtp.refusals.set('busy@example.com', 2);
    await sendCode('busy@example.com');
    await vi.waitFor(() => expect(smtp.mailsTo('busy@example.com')).toHaveLength(1), { timeout: 10_000 });
    await settle();
    expect(smtp.mailsTo('busy@example.com')).toHaveLength(1);
    expect(await readRow('busy@example.com')).toMatchObject({ status: 'sent', attempts: 3, lastError: expect.stringContaining('Mailbox temporarily unavailable') });
  });

  it('delivers once a notice queued while the server was down, when it is back', async () => {
    await smtp.stop();
    await sendCode('down@example.com');
    await vi.waitFor(async () => expect((await readRow('down@example.com')).lastError).toMatch(/ECONNREFUSED/), { timeout: 10_000 });
    await smtp.start();
    await vi.waitFor(() => expect(smtp.mailsTo('down@example.com')).toHaveLength(1), { timeout: 10_000 });
    await settle();
    expect(smtp.mailsTo('down@example.com')).toHaveLength(1);
    expect(await readRow('down@example.com')).toMatchObject({ status: 'sent' });
  });

  it('gives up after maxAttempts, keeping the notice and logging an error', async () => {
    smtp.refusals.set('gone@example.com', 99);
    await sendCode('gone@example.com');
    await vi.waitFor(async () => expect(await readRow('gone@example.com')).toMatchObject({ status: 'failed', attempts: 3 }), { timeout: 10_000 });
    expect(smtp.mailsTo('gone@example.com')).toHaveLength(0);
    const findError = () => logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.recipient === 'gone@example.com' && l.level === 50);
    await vi.waitFor(() => expect(findError()).toMatchObject({ kind: 'register', msg: 'notice given up after 3 attempts; kept in the outbox' }));
  });

  it('marks expired, and never sends, a notice whose code ran out before it could leave', async () => {
    await t.database.db.insert(outbox).values({
      kind: 'register', channel: 'email', recipient: 'late@example.com', subject: 's', body: 'b', expiresAt: sql`now() - interval '1 minute'`,
    });
    await vi.waitFor(async () => expect((await readRow('late@example.com')).status).toBe('expired'), { timeout: 10_000 });
    expect(smtp.mailsTo('late@example.com')).toHaveLength(0);
  });

  it('sends each notice once while two server copies deliver from the same outbox', async () => {
    const second = await buildApp({ database: t.database, webDir: null, mail: { smtpUrl: smtp.url, from: FROM }, delivery: FAST });
    await second.ready();
    const targets = Array.from({ length: 12 }, (_, i) => `copy${i}@example.com`);
    try {
      await Promise.all(targets.map(sendCode));
      await vi.waitFor(() => expect(targets.every((target) => smtp.mailsTo(target).length > 0)).toBe(true), { timeout: 10_000 });
      await settle();
    } finally {
      await second.close();
    }
    expect(targets.map((target) => smtp.mailsTo(target).length)).toEqual(targets.map(() => 1));
  });
});

describe('closing the app', () => {
  it('ends delivery within its grace while a send hangs; the notice stays pending for the next start', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hanging = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, from: FROM },
      delivery: { pollMs: 50, stopGraceMs: 300 },
    });
    try {
      expect((await hanging.call('uc', 'sendRegisterCode', { channel: 'email', target: 'hang@example.com' })).code).toBe(0);
      await vi.waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5000 });
      const [row] = await hanging.database.db.select().from(outbox).where(eq(outbox.recipient, 'hang@example.com'));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      const started = Date.now();
      await hanging.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await hanging.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
