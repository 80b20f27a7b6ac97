import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommandError, type TaskView } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { recordFile, type FileOwner, files } from '../modules/file/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enqueueTask } from './enqueue.ts';
import type { TaskContext, TaskHandlers, TaskOutcome } from './handler.ts';
import { tasks } from './task.table.ts';
import { createGate, findDemoUser, type Gate } from './task.testing.ts';
import { toTaskView } from './task.view.ts';

/** What the test handler does: report `steps` steps, optionally wait at a gate first or just before ending. */
type Script = { steps: number; gate?: string; at?: 'start' | 'end' };

const gates = new Map<string, Gate>();

async function runScript(ctx: TaskContext): Promise<TaskOutcome> {
  const { steps, gate, at = 'start' } = ctx.task.reqParam as Script;
  const wait = async () => {
    if (!gate) return;
    gates.get(gate)?.arrive();
    await gates.get(gate)?.opened;
  };
  await ctx.reportProgress(0, steps);
  if (at === 'start') await wait();
  for (let done = 1; done <= steps; done++) await ctx.reportProgress(done, steps);
  if (at === 'end') await wait();
  const owner = { companyId: ctx.task.companyId, userId: ctx.task.userId };
  // The handler's own rows: a marker file row per task, which must exist only for a task that succeeded.
  return { result: { imported: steps }, write: (tx) => writeMarker(tx, owner, ctx.task.id) };
}

function writeMarker(tx: Db, owner: FileOwner, taskId: number) {
  return recordFile(tx, owner, { name: `marker-${taskId}`, contentType: 'text/plain', storageKey: randomUUID(), size: 0 }).then(() => undefined);
}

const handlers: TaskHandlers = {
  orderImport: runScript,
  orderExport: async (ctx) => {
    await runScript(ctx);
    const stored = await ctx.storage.put(Readable.from(['orderNo,status\n', 'A1,audited\n']), 1024);
    return { result: { rows: 1 }, resultFile: { name: '订单导出.csv', contentType: 'text/csv', ...stored } };
  },
  orderCheck: async () => {
    throw new CommandError(20157, { orderId: 7 });
  },
};

let t: TestApp;
let admin: FileOwner;
let adminToken: string;
beforeAll(async () => {
  // One task at a time, so a held task keeps the next ones waiting; heartbeats are rare, so a terminated
  // handler only learns of it at its final write.
  t = await createTestApp({ tasks: { handlers, concurrency: 1, pollMs: 20, heartbeatMs: 60_000, progressMs: 0 } });
  admin = await findDemoUser(t.database.db, 'demoadmin');
  adminToken = await t.login('demoadmin');
});
afterAll(() => t.close());

function hold(name: string, at: Script['at'] = 'start'): Script {
  gates.set(name, createGate());
  return { steps: 3, gate: name, at };
}

async function view(taskId: number, token = adminToken): Promise<TaskView> {
  const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', { limit: 100 }, token);
  const task = body.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw new Error(`task ${taskId} not listed`);
  return task;
}

async function waitForStatus(taskId: number, status: TaskView['status']): Promise<TaskView> {
  return vi.waitFor(async () => {
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    const task = toTaskView(row);
    expect(task.status).toBe(status);
    return task;
  }, { timeout: 5000, interval: 20 });
}

async function markers(taskId: number): Promise<number> {
  return (await t.database.db.select().from(files).where(eq(files.name, `marker-${taskId}`))).length;
}

/** Resolves once every task queued before it has been run and settled (the runner runs one at a time). */
async function drainQueue(): Promise<void> {
  // Queued for another user, whose import limit the tests leave alone.
  const barrier = await enqueueTask(t.database.db, await findDemoUser(t.database.db, 'demoowner'), 'orderImport', { steps: 1 });
  await waitForStatus(barrier.id, 'succeeded');
}

describe('background tasks', () => {
  it('runs a task from waiting to succeeded, with progress, result and its rows written together', async () => {
    const queued = await enqueueTask(t.database.db, admin, 'orderImport', { steps: 3 });
    expect(queued).toMatchObject({ status: 'waiting', commonName: 1, type: 'orderImport', reqParam: { steps: 3 } });
    const done = await waitForStatus(queued.id, 'succeeded');
    expect(done).toMatchObject({ progress: { done: 3, total: 3 }, result: { imported: 3 }, errorInfo: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    expect(await markers(queued.id)).toBe(1);
    const operator = await t.login('demooper');
    const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', {}, operator);
    expect(body.tasks.map((task) => task.id)).not.toContain(queued.id);
  });

  it('keeps an export result file that its owner downloads, and no one else: not a colleague, not a customer login', async () => {
    const queued = await enqueueTask(t.database.db, admin, 'orderExport', { steps: 1 });
    const done = await waitForStatus(queued.id, 'succeeded');
    expect(done.commonName).toBe(2);
    const download = (token: string) => t.app.inject({
      method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' },
      payload: { head: { token }, body: { fileId: done.resultFileId } },
    });
    const response = await download(adminToken);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body).toBe('orderNo,status\nA1,audited\n');
    for (const other of ['demooper', 'democust']) {
      expect((await download(await t.login(other))).json(), other).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'fileId', reason: 'notFound' }) });
    }
  });

  it('records a failing handler\'s result code in errorInfo', async () => {
    const queued = await enqueueTask(t.database.db, admin, 'orderCheck', {});
    const failed = await waitForStatus(queued.id, 'failed');
    expect(failed).toMatchObject({ commonName: 3, errorInfo: { code: 20157, params: { orderId: 7 } } });
  });

  it('cancels a waiting task at once, so it never runs', async () => {
    const busy = await enqueueTask(t.database.db, admin, 'orderImport', hold('busy-1'));
    await gates.get('busy-1')?.arrived;
    const waiting = await enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 });
    const { code, body } = await t.call<TaskView>('main', 'cancelTask', { taskId: waiting.id }, adminToken);
    expect(code).toBe(0);
    expect(body).toMatchObject({ status: 'cancelled', startedAt: null });
    gates.get('busy-1')?.open();
    await waitForStatus(busy.id, 'succeeded');
    await drainQueue();
    expect((await view(waiting.id)).status).toBe('cancelled');
    expect(await markers(waiting.id)).toBe(0);
  });

  it('cancels a running task at its next progress report, keeping none of its work', async () => {
    const running = await enqueueTask(t.database.db, admin, 'orderImport', hold('cancel-1'));
    await gates.get('cancel-1')?.arrived;
    const { body } = await t.call<TaskView>('main', 'cancelTask', { taskId: running.id }, adminToken);
    expect(body).toMatchObject({ status: 'running', cancelRequested: true });
    gates.get('cancel-1')?.open();
    const cancelled = await waitForStatus(running.id, 'cancelled');
    expect(cancelled.finishedAt).not.toBeNull();
    expect(await markers(running.id)).toBe(0);
  });

  it('terminates a running task at once, and its late final write does not land', async () => {
    const running = await enqueueTask(t.database.db, admin, 'orderImport', hold('terminate-1', 'end'));
    await gates.get('terminate-1')?.arrived;
    const { body } = await t.call<TaskView>('main', 'terminateTask', { taskId: running.id }, adminToken);
    expect(body).toMatchObject({ status: 'terminated', errorInfo: { code: 20183 } });
    gates.get('terminate-1')?.open();
    await drainQueue();
    expect(await view(running.id)).toMatchObject({ status: 'terminated', result: null });
    expect(await markers(running.id)).toBe(0);
  });

  it('terminates a waiting task, and leaves a finished one as it is', async () => {
    const busy = await enqueueTask(t.database.db, admin, 'orderImport', hold('busy-2'));
    await gates.get('busy-2')?.arrived;
    const waiting = await enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 });
    expect((await t.call<TaskView>('main', 'terminateTask', { taskId: waiting.id }, adminToken)).body.status).toBe('terminated');
    gates.get('busy-2')?.open();
    await waitForStatus(busy.id, 'succeeded');
    expect((await t.call<TaskView>('main', 'cancelTask', { taskId: busy.id }, adminToken)).body.status).toBe('succeeded');
    expect((await t.call<TaskView>('main', 'terminateTask', { taskId: busy.id }, adminToken)).body.status).toBe('succeeded');
  });

  it("answers another user's task exactly as a missing one", async () => {
    const mine = await enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 });
    const operator = await t.login('demooper');
    const foreign = await t.call('main', 'cancelTask', { taskId: mine.id }, operator);
    const missing = await t.call('main', 'cancelTask', { taskId: 999_999 }, operator);
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ code: 400, body: { field: 'taskId', reason: 'notFound' } });
    expect((await t.call('main', 'terminateTask', { taskId: mine.id }, operator)).body).toEqual(missing.body);
    await waitForStatus(mine.id, 'succeeded');
  });

  it('refuses a sixth waiting import (50065) and a second export (20182), per user', async () => {
    const exporting = await enqueueTask(t.database.db, admin, 'orderExport', hold('export-1'));
    await gates.get('export-1')?.arrived;
    const queued = [];
    for (let n = 0; n < 5; n++) queued.push(await enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 }));
    await expect(enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 })).rejects.toMatchObject({ code: 50065 });
    await expect(enqueueTask(t.database.db, admin, 'orderExport', { steps: 1 })).rejects.toMatchObject({ code: 20182 });
    const operator = await findDemoUser(t.database.db, 'demooper');
    const othersExport = await enqueueTask(t.database.db, operator, 'orderExport', { steps: 1 });
    const othersImport = await enqueueTask(t.database.db, operator, 'orderImport', { steps: 1 });
    gates.get('export-1')?.open();
    await waitForStatus(exporting.id, 'succeeded');
    await drainQueue();
    const ran = await t.database.db.select({ status: tasks.status }).from(tasks).where(inArray(tasks.id, [...queued, othersExport, othersImport].map((task) => task.id)));
    expect(ran.map((task) => task.status)).toEqual(Array(7).fill('succeeded'));
  });

  it("refuses an input file that is not the caller's own upload: another company's or a colleague's", async () => {
    for (const account of ['otheradmin', 'demooper']) {
      const fileId = await recordFile(t.database.db, await findDemoUser(t.database.db, account), { name: 'theirs.xlsx', contentType: 'application/octet-stream', storageKey: randomUUID(), size: 0 });
      await expect(enqueueTask(t.database.db, admin, 'orderImport', { steps: 1 }, fileId), account).rejects.toMatchObject({ code: 400, params: { field: 'fileId', reason: 'notFound' } });
    }
  });
});
