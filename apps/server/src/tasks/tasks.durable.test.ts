import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedDemoData } from '../seed/seed.ts';
import { recordFile, files } from '../modules/file/index.ts';
import { enqueueTask } from './enqueue.ts';
import type { TaskHandlers } from './handler.ts';
import type { TaskRunnerOptions } from './runner.ts';
import { tasks, type TaskRow } from './task.table.ts';
import { createDurableDatabase, findDemoUser } from './task.testing.ts';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const timings = { pollMs: 20, heartbeatMs: 50, staleAfterMs: 400, progressMs: 0, shutdownGraceMs: 100 };

/** Everything opened by a test, closed after it whatever happened. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function openShared() {
  const shared = await createDurableDatabase();
  cleanups.push(shared.drop);
  return shared;
}

/** One server process on the database: its own pool (or the PGlite folder) and its own runner. */
async function startServer(database: Database, tasksOptions: Partial<TaskRunnerOptions>): Promise<FastifyInstance> {
  await seedDemoData(database.db);
  const app = await buildApp({ database, webDir: null, tasks: { ...timings, ...tasksOptions } });
  await app.ready();
  return app;
}

async function readTask(database: Database, id: number): Promise<TaskRow> {
  const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

describe('tasks across stops and processes', () => {
  it('fails (20186) a task whose server died mid-run, with none of its rows written', async () => {
    const shared = await openShared();
    const first = await shared.open();
    const neverEnds: TaskHandlers = {
      orderImport: async (ctx) => {
        await ctx.reportProgress(1, 2);
        // Stuck for good, deaf to the stop signal: what a killed process looks like from the database.
        await new Promise(() => {});
        return { write: async (tx) => void (await recordFile(tx, ctx.task, { name: 'partial', contentType: 'text/plain', storageKey: randomUUID(), size: 0 })) };
      },
    };
    const app = await startServer(first, { handlers: neverEnds });
    const task = await enqueueTask(first.db, await findDemoUser(first.db, 'demoadmin'), 'orderImport', {});
    await vi.waitFor(async () => expect(await readTask(first, task.id)).toMatchObject({ status: 'running', progressDone: 1 }), { interval: 20 });
    await app.close();
    await first.close();

    const second = await shared.open();
    cleanups.push(() => second.close());
    const restarted = await startServer(second, { handlers: {} });
    cleanups.push(() => restarted.close());
    const failed = await vi.waitFor(async () => {
      const row = await readTask(second, task.id);
      expect(row.status).toBe('failed');
      return row;
    }, { timeout: 5000, interval: 50 });
    expect(failed).toMatchObject({ errorInfo: { code: 20186 }, progressDone: 1, progressTotal: 2, resultFileId: null });
    expect(failed.finishedAt).not.toBeNull();
    expect(await second.db.select().from(files).where(eq(files.name, 'partial'))).toEqual([]);
  });

  it('gives a task stopped by a graceful shutdown back to the queue, and the next start runs it', async () => {
    const shared = await openShared();
    const first = await shared.open();
    const app = await startServer(first, {
      handlers: { orderImport: (ctx) => new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason))) },
    });
    const task = await enqueueTask(first.db, await findDemoUser(first.db, 'demoadmin'), 'orderImport', {});
    await vi.waitFor(async () => expect((await readTask(first, task.id)).status).toBe('running'), { interval: 20 });
    await app.close();
    expect(await readTask(first, task.id)).toMatchObject({ status: 'waiting', claimedBy: null, startedAt: null });
    await first.close();

    const second = await shared.open();
    cleanups.push(() => second.close());
    const restarted = await startServer(second, { handlers: { orderImport: async () => ({ result: { again: true } }) } });
    cleanups.push(() => restarted.close());
    await vi.waitFor(async () => expect(await readTask(second, task.id)).toMatchObject({ status: 'succeeded', result: { again: true } }), { interval: 20 });
  });

  it.runIf(onPostgres)('shares one queue between two servers on PostgreSQL without running a task twice', async () => {
    const shared = await openShared();
    const runs = new Map<number, number>();
    const handlers: TaskHandlers = {
      orderCheck: async (ctx) => {
        runs.set(ctx.task.id, (runs.get(ctx.task.id) ?? 0) + 1);
        await sleep(30);
        await ctx.reportProgress(1, 1);
        return { result: { checked: 1 } };
      },
    };
    const databases = [await shared.open(), await shared.open()];
    for (const database of databases) cleanups.push(() => database.close());
    await seedDemoData(databases[0].db);
    for (const database of databases) {
      const app = await startServer(database, { handlers, concurrency: 2 });
      cleanups.push(() => app.close());
    }
    const owner = await findDemoUser(databases[0].db, 'demoadmin');
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push((await enqueueTask(databases[0].db, owner, 'orderCheck', { n })).id);

    const done = await vi.waitFor(async () => {
      const rows = await databases[1].db.select().from(tasks).where(inArray(tasks.id, ids));
      expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(20);
      return rows;
    }, { timeout: 15_000, interval: 50 });
    expect([...runs.values()]).toEqual(Array(20).fill(1));
    expect(new Set(done.map((row) => row.claimedBy)).size).toBe(2);
  });
});
