import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db } from '../db/client.ts';
import { openServerDatabase } from '../database.ts';
import { accounts, users } from '../modules/account/index.ts';
import type { FileOwner } from '../modules/file/index.ts';

/**
 * A database that outlives the apps on it, for crash and shared-queue tests: a PGlite folder (one open at a
 * time), or with TEST_DB=postgres a PostgreSQL database that any number of pools may open.
 */
export async function createDurableDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcelflow-pglite-'));
    return { open: () => openServerDatabase({ dataDir }), drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `parcelflow_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { open: () => openServerDatabase({ url: url.toString() }), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The company and user of a demo login, as enqueueTask takes them. */
export async function findDemoUser(db: Db, account: string): Promise<FileOwner> {
  const [row] = await db.select({ userId: users.id, companyId: users.companyId }).from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId)).where(eq(accounts.account, account)).limit(1);
  if (!row) throw new Error(`No demo user ${account}`);
  return row;
}

/** A point a test handler waits at: `arrived` once it is there, and it goes on after open(). */
export type Gate = { arrive: () => void; arrived: Promise<void>; open: () => void; opened: Promise<void> };

export function createGate(): Gate {
  let arrive = () => {};
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { arrive, arrived, open, opened };
}
