import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/harness.ts';
import { openDatabase } from './client.ts';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('server copies starting together on one empty PostgreSQL database (PGlite: one process owns its folder)', () => {
  it('migrate one after the other, and all three start', async () => {
    const empty = await createEmptyDatabase();
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: empty.url })));
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      await empty.drop();
    }
  });
});
