import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** A start-up step the modules need once the schema is migrated (on PostgreSQL, still under the migration lock). */
export type AfterMigrate = (db: Db) => Promise<unknown>;

/** Runs fn on each notification of a channel (PostgreSQL LISTEN); a no-op on PGlite, where one process owns the data. */
export type Listen = (channel: string, fn: (payload: string) => void) => Promise<void>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = join(SERVER_ROOT, 'drizzle');

export type DatabaseOptions = { url?: string; dataDir?: string; afterMigrate?: AfterMigrate[] };

/** PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is omitted), migrated, then afterMigrate run in order. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const afterMigrate = options.afterMigrate ?? [];
  return options.url ? openPostgres(options.url, afterMigrate) : openPglite(options.dataDir, afterMigrate);
}

async function runAll(steps: AfterMigrate[], db: Db): Promise<void> {
  for (const step of steps) await step(db);
}

async function openPglite(dataDir: string | undefined, afterMigrate: AfterMigrate[]): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per folder: a second one would keep its own state of the same files and the two would drift apart.
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    await runAll(afterMigrate, db);
    return {
      db: db,
      kind: 'pglite',
      listen: async () => {},
      notify: async () => {},
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPostgres(url: string, afterMigrate: AfterMigrate[]): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover) is dropped by the pool; without a listener
  // its error would end the process. Queries running on it fail where they run.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool);
  await whileHoldingMigrationLock(pool, async () => {
    await migratePg(db, { migrationsFolder });
    await runAll(afterMigrate, db);
  });
  const listeners: pg.Client[] = [];
  return {
    db: db,
    kind: 'postgres',
    listen: async (channel, fn) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.warn(`PostgreSQL listener lost: ${error.message}`));
      await client.connect();
      client.on('notification', (message) => fn(message.payload ?? ''));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

/** Any number; the same in every copy. */
const MIGRATION_LOCK_KEY = 0x70666d67;

/**
 * Server copies starting together migrate one at a time: the first holds a session advisory lock while it
 * migrates, the others wait for it and then find nothing left to do. Drizzle's migrator takes no lock itself.
 */
async function whileHoldingMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    holder.release();
  }
}
