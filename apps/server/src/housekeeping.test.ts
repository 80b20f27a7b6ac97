import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
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
    await sweepExpired(t.database.db);
    const left = await t.database.db.select({ recipient: outbox.recipient }).from(outbox);
    expect(left.map((row) => row.recipient).sort()).toEqual(['live@example.com', 'recent@example.com']);
  });
});
