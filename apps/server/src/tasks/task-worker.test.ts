import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import type { FileOwner } from '../modules/file/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enqueueTask } from './enqueue.ts';
import type { TaskContext, TaskHandlers } from './handler.ts';
import type { FixtureMainApi } from './task-worker.fixture.ts';
import { tasks } from './task.table.ts';
import { findDemoUser } from './task.testing.ts';
import { toTaskView } from './task.view.ts';

const FIXTURE = new URL('./task-worker.fixture.ts', import.meta.url);
type Call = { method: string; payload?: unknown };

/** Calls one method of the fixture worker, which may report progress through the main thread. */
async function callFixture(ctx: TaskContext) {
  const { method, payload } = ctx.task.reqParam as Call;
  const main: FixtureMainApi = { progress: (done) => ctx.reportProgress(done, 3) };
  const answer = await ctx.useWorker(FIXTURE, (call) => call(method, payload as never), main);
  return { result: { answer } };
}

const handlers: TaskHandlers = { orderCheck: callFixture };

let t: TestApp;
let admin: FileOwner;
let token: string;
beforeAll(async () => {
  // 64 MB of heap: enough to load the fixture, soon filled by fillMemory.
  t = await createTestApp({ tasks: { handlers, concurrency: 1, pollMs: 20, heartbeatMs: 50, progressMs: 0, workerLimits: { maxOldGenerationSizeMb: 64 } } });
  admin = await findDemoUser(t.database.db, 'demoadmin');
  token = await t.login('demoadmin');
});
afterAll(() => t.close());

async function run(call: Call, status: TaskView['status']): Promise<TaskView> {
  const queued = await enqueueTask(t.database.db, admin, 'orderCheck', call);
  return waitForStatus(queued.id, status);
}

async function waitForStatus(taskId: number, status: TaskView['status']): Promise<TaskView> {
  return vi.waitFor(async () => {
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row.status).toBe(status);
    return toTaskView(row);
  }, { timeout: 20_000, interval: 20 });
}

/** The server still answers commands, as it does for every other user meanwhile. */
async function expectServerAnswers(): Promise<void> {
  expect((await t.call('main', 'listMyTasks', { limit: 1 }, token)).code).toBe(0);
}

describe('task worker threads', () => {
  it('answers through a worker that is kept for the next task, with progress reported by the main thread', async () => {
    const first = await run({ method: 'threadId' }, 'succeeded');
    const second = await run({ method: 'threadId' }, 'succeeded');
    expect(second.result).toEqual(first.result);
    const stepped = await run({ method: 'reportSteps', payload: 3 }, 'succeeded');
    expect(stepped).toMatchObject({ result: { answer: 3 }, progress: { done: 3, total: 3 } });
  });

  it('keeps a refusal\'s code and parameters, and answers 500 for anything else the worker throws', async () => {
    expect((await run({ method: 'refuse' }, 'failed')).errorInfo).toEqual({ code: 20157, params: { orderId: 7 } });
    expect((await run({ method: 'fail' }, 'failed')).errorInfo).toEqual({ code: 500 });
  });

  it.each(['crash', 'exit', 'fillMemory'])('fails the task with 20186 when its worker dies (%s), and the server goes on', async (method) => {
    const before = (await run({ method: 'threadId' }, 'succeeded')).result;
    const started = Date.now();
    const died = await run({ method }, 'failed');
    expect(died.errorInfo).toEqual({ code: 20186, params: {} });
    console.warn(`worker death by ${method}: task failed after ${Date.now() - started} ms`);
    await expectServerAnswers();
    // A new worker serves the next task.
    const after = await run({ method: 'threadId' }, 'succeeded');
    expect(after.result).not.toEqual(before);
  });

  it('terminates the worker of a cancelled task, which is never reused', async () => {
    const before = (await run({ method: 'threadId' }, 'succeeded')).result;
    const hung = await enqueueTask(t.database.db, admin, 'orderCheck', { method: 'hang' });
    await waitForStatus(hung.id, 'running');
    expect((await t.call('main', 'cancelTask', { taskId: hung.id }, token)).code).toBe(0);
    await waitForStatus(hung.id, 'cancelled');
    const after = await run({ method: 'threadId' }, 'succeeded');
    expect(after.result).not.toEqual(before);
  });
});
