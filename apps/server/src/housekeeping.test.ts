import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
import { users } from './modules/account/index.ts';
import { createLocalStorage, files, recordFile } from './modules/file/index.ts';
import { outbox } from './modules/notify/index.ts';
import { sweepExpired } from './housekeeping.ts';

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes a notice once its code has been dead a day, so the outbox keeps no old code in clear text', async () => {
    const notice = { channel: 'email' as const, recipient: 'someone@example.com', subject: 'Code', body: 'Your code is 123456' };
    await t.database.db.insert(outbox).values([
      { ...notice, recipient: 'old@example.com', status: 'sent', expiresAt: sql`now() - interval '2 days'` },
      { ...notice, recipient: 'recent@example.com', status: 'sent', expiresAt: sql`now() - interval '1 hour'` },
      { ...notice, recipient: 'live@example.com', expiresAt: sql`now() + interval '10 minutes'` },
    ]);
    await sweepExpired(t.database.db, createLocalStorage(mkdtempSync(join(tmpdir(), 'parcelflow-sweep-'))));
    const left = await t.database.db.select({ recipient: outbox.recipient }).from(outbox);
    expect(left.map((row) => row.recipient).sort()).toEqual(['live@example.com', 'recent@example.com']);
  });

  it('removes a file past its time with its bytes, and keeps a live one and one without an end', async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'parcelflow-sweep-')));
    const [owner] = await t.database.db.select({ companyId: users.companyId, userId: users.id }).from(users).limit(1);
    const store = async (name: string, expiresAt?: Date) => {
      const stored = await storage.put(Readable.from([Buffer.from('%PDF-1.7')]), 100);
      return { id: await recordFile(t.database.db, owner, { name, contentType: 'application/pdf', ...stored, expiresAt }), storageKey: stored.storageKey };
    };
    const expired = await store('old.pdf', new Date(Date.now() - 1000));
    const live = await store('live.pdf', new Date(Date.now() + 3_600_000));
    const kept = await store('kept.pdf');
    await sweepExpired(t.database.db, storage);
    const left = await t.database.db.select({ id: files.id }).from(files).where(sql`${files.id} in (${expired.id}, ${live.id}, ${kept.id})`);
    expect(left.map((row) => row.id).sort()).toEqual([live.id, kept.id].sort());
    await expect(storage.open(expired.storageKey)).rejects.toThrow();
    expect(await (await storage.open(live.storageKey)).toArray()).toHaveLength(1);
    expect((await t.database.db.select().from(files).where(eq(files.id, kept.id)))[0].expiresAt).toBeNull();
  });
});
