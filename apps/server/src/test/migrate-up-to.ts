import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Migrates an empty database (createEmptyDatabase) up to and including `lastTag`, as a server of that release left
 * it, then runs `fixture` (SQL); `openDatabase` on it afterwards runs the migrations that follow, as an upgrade does.
 */
export async function migrateUpTo(target: { url?: string; dataDir?: string }, lastTag: string, fixture: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'parcelflow-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    if (target.url) {
      const pool = new pg.Pool({ connectionString: target.url, max: 1 });
      await migratePg(drizzlePg(pool), { migrationsFolder: folder });
      await pool.query(fixture);
      await pool.end();
    } else {
      const client = await PGlite.create(target.dataDir);
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      await client.exec(fixture);
      await client.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
