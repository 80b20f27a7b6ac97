import type { Database } from '@parcelflow/server/src/db/client.ts';
import { openServerDatabase } from '@parcelflow/server/src/database.ts';
import { seedDemoData } from '@parcelflow/server/src/seed/seed.ts';
import type { ServerStorage } from './server-process.ts';

/**
 * Opens the storage in the bench process (migrated), loads the demo data, runs work on it and closes it: data the
 * bench generates is in place before the server process starts, which then holds the PGlite folder alone.
 */
export async function prepareDatabase<T>(storage: ServerStorage, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openServerDatabase('dataDir' in storage ? { dataDir: storage.dataDir } : { url: storage.databaseUrl });
  try {
    await seedDemoData(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}
