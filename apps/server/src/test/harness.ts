import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Database } from '../db/client.ts';
import { openServerDatabase } from '../database.ts';
import { seedDemoData } from '../seed/seed.ts';
import { buildApp, type AppOptions } from '../app.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Calls a command through the whole envelope; answers result_code and the parsed body. */
  call: <T = Record<string, unknown>>(service: string, command: string, body?: unknown, token?: string) => Promise<{ code: number; body: T; message: string }>;
  /** Logs a demo account in and answers its token. */
  login: (account: string, password?: string, extra?: Record<string, unknown>) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A fresh app with the demo data on its own database: PGlite in memory, or, when TEST_DB is "postgres",
 * a new database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ database, webDir: null, checkOutputs: true, ...options });
  await app.ready();
  const call: TestApp['call'] = async (service, command, body = {}, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${service}/${command}/1.0`,
      payload: new URLSearchParams({ head: JSON.stringify({ token }), body: JSON.stringify(body) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = response.json() as { result_code: number; message: string; body: string };
    return { code: answer.result_code, message: answer.message, body: JSON.parse(answer.body || '{}') };
  };
  const login: TestApp['login'] = async (account, password = 'demo1234', extra = {}) => {
    const answer = await call<{ token?: string }>('uc', 'userLogin', { account, password, ...extra });
    if (answer.code !== 0 || !answer.body.token) throw new Error(`login ${account} failed: ${answer.code} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  };
  return {
    app, database, call, login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!onPostgres()) return { database: await openServerDatabase({}), drop: async () => {} };
  const { url, drop } = await createEmptyDatabase();
  return { database: await openServerDatabase({ url }), drop };
}

const onPostgres = () => process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * An empty database of the suite's kind, not migrated, for tests that build an older schema first: a new database
 * on TEST_DATABASE_URL's server, or a PGlite data folder (two PGlite instances cannot share one in memory).
 * `openDatabase` takes it as it is; drop removes it.
 */
export async function createEmptyDatabase(): Promise<{ url?: string; dataDir?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!onPostgres() || !serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcelflow-pglite-'));
    return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `parcelflow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
