import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database } from '../db/client.ts';
import { openServerDatabase } from '../database.ts';
import { LOGIN_FAILURE_LIMIT } from '../modules/login/index.ts';
import { companies } from '../modules/company/index.ts';
import { orderInputFor } from '../modules/order/order.fixture.ts';
import { orders } from '../modules/order/index.ts';
import { tasks } from '../tasks/task.table.ts';
import { createEmptyDatabase } from '../test/harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The N-copies claim of docs/deploy.md: two real server processes on one PostgreSQL database and one shared
 * files folder behave as one server. PGlite cannot be shared: one process owns its data folder.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database (PGlite: one process owns its folder, nothing to share)', { timeout: 60_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let filesDir: string;
  let cleanUp: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const empty = await createEmptyDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'parcelflow-copies-'));
    filesDir = join(dataDir, 'files');
    cleanUp = async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.close();
      await empty.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const env = { DATABASE_URL: empty.url!, DATA_DIR: dataDir };
    // One after the other: the first migrates and loads the demo data, the second finds both done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    database = await openServerDatabase({ url: empty.url });
  }, 120_000);
  afterAll(() => cleanUp(), 60_000);

  async function logIn(server: ServerProcess, account: string, extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await server.call<{ token?: string }>('uc', 'userLogin', { account, password: 'demo1234', ...extra });
    if (!answer.body.token) throw new Error(`login ${account} answered ${answer.code} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  it('shares sessions: a token from one copy works on the other, and a logout on one is refused by the other at its next request', async () => {
    for (let round = 0; round < 20; round++) {
      const [from, to] = round % 2 ? [b, a] : [a, b];
      const token = await logIn(from, 'demoadmin');
      // Twice, so the second answer comes from the caller cache of `to`.
      expect((await to.call('uc', 'checkSession', {}, token)).code).toBe(0);
      expect((await to.call('uc', 'checkSession', {}, token)).code).toBe(0);
      expect((await from.call('uc', 'logout', {}, token)).code).toBe(0);
      expect((await to.call('uc', 'checkSession', {}, token)).code, `round ${round}`).toBe(404);
    }
  });

  it('shares login limits: wrong passwords alternating between the copies reach the account limit at the same total as on one', async () => {
    const { perAccount } = LOGIN_FAILURE_LIMIT;
    for (let attempt = 0; attempt < perAccount; attempt++) {
      const server = attempt % 2 ? b : a;
      expect((await server.call('uc', 'userLogin', { account: 'demomulti', password: 'wrong-password' })).code).toBe(10001);
    }
    // Refused on both now, even with the right password.
    expect((await a.call('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' })).code).toBe(40003);
    expect((await b.call('uc', 'userLogin', { account: 'demomulti', password: 'demo1234' })).code).toBe(40003);
  });

  it('runs each queued task exactly once, on either copy, its file readable through both', async () => {
    const filesBefore = await countStoredFiles(filesDir);
    const users = [[a, 'demoadmin'], [b, 'otheradmin'], [a, 'demooper'], [b, 'demoowner']] as const;
    const started = await Promise.all(users.map(async ([server, account]) => {
      const token = await logIn(server, account);
      const answer = await server.call<{ id: number }>('main', 'startOrderExport', { columns: ['orderNo', 'status', 'waybillNo'] }, token);
      expect(answer.code, `${account}: ${answer.message}`).toBe(0);
      return { token, id: answer.body.id };
    }));
    const ids = started.map((task) => task.id);
    const ended = await vi.waitFor(async () => {
      const rows = await database.db.select().from(tasks).where(inArray(tasks.id, ids));
      if (rows.some((row) => row.status === 'waiting' || row.status === 'running')) throw new Error('tasks still under way');
      return rows;
    }, { timeout: 30_000, interval: 200 });

    expect(ended.map((row) => row.status)).toEqual(ids.map(() => 'succeeded'));
    expect(new Set(ended.map((row) => row.resultFileId)).size).toBe(ids.length);
    // Claimed by a runner of one of the two processes ("host:pid:start").
    const runnerPids = ended.map((row) => Number(row.claimedBy?.split(':')[1]));
    expect(runnerPids.every((pid) => pid === a.pid || pid === b.pid)).toBe(true);
    // A task run twice would have written its workbook twice: one file on the shared disk per task.
    expect((await countStoredFiles(filesDir)) - filesBefore).toBe(ids.length);
    for (const { token, id } of started) {
      const row = ended.find((candidate) => candidate.id === id)!;
      for (const server of [a, b]) expect((await download(server, token, row.resultFileId!)).subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('never gives one waybill number twice when orders are audited through both copies at once', async () => {
    const [company] = await database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
    const input = await orderInputFor(database.db, company.id);
    const tokens = [await logIn(a, 'demoadmin'), await logIn(b, 'demoadmin')];
    const servers = [a, b];
    const created = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
      const answer = await servers[i % 2].call<{ id: number }>('main', 'createOrder', input, tokens[i % 2]);
      expect(answer.code, answer.message).toBe(0);
      return answer.body.id;
    }));
    const audited = await Promise.all(created.map(async (id, i) => {
      const answer = await servers[i % 2].call<{ waybillNo: string }>('main', 'auditPass', { id }, tokens[i % 2]);
      expect(answer.code, answer.message).toBe(0);
      return answer.body.waybillNo;
    }));
    expect(new Set(audited).size).toBe(created.length);
    const stored = await database.db.select({ waybillNo: orders.waybillNo }).from(orders)
      .where(and(eq(orders.companyId, company.id), inArray(orders.id, created)));
    expect(stored.map((row) => row.waybillNo).sort()).toEqual([...audited].sort());
  });
});

/** Files under the local storage's shards (DATA_DIR/files/xx/<key>). */
async function countStoredFiles(root: string): Promise<number> {
  const shards = await readdir(root).catch(() => []);
  const counts = await Promise.all(shards.map(async (shard) => (await readdir(join(root, shard))).filter((name) => !name.endsWith('.part')).length));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function download(server: ServerProcess, token: string, fileId: number): Promise<Buffer> {
  const response = await fetch(`${server.url}/api/file/fileDownload/1.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ head: { token }, body: { fileId } }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
