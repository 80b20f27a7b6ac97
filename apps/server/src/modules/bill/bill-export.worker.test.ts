import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import type * as Lines from './bill-lines.queries.ts';
import { billCalls, billWorld, days } from './bill.testing.ts';

/** Set by a test: the lines read then carry an audit time no date is made of, which the sheet's columns cannot format. */
const corrupt = vi.hoisted(() => ({ on: false }));
vi.mock('./bill-lines.queries.ts', async (original) => {
  const actual = await original<typeof Lines>();
  return {
    ...actual,
    exportedLines: async function* (...args: Parameters<typeof actual.exportedLines>) {
      for await (const line of actual.exportedLines(...args)) yield corrupt.on ? { ...line, auditedAt: 'not a date' } : line;
    },
  };
});

/** A worker heap too small for a worker to start: only a task writing its sheet in a worker is held to it. */
const STARVED_HEAP_MB = 4;

/** An app whose task workers have `heapMb` each, with two lines billed to a customer of its own. */
async function billedApp(heapMb?: number) {
  const app = await createTestApp({ tasks: { pollMs: 20, ...(heapMb && { workerLimits: { maxOldGenerationSizeMb: heapMb } }) } });
  const admin = await app.login('demoadmin');
  const bills = billCalls(app);
  const world = await billWorld(app, admin);
  const customerId = await world.customer('BW01', 'monthly');
  await world.auditedOrder('BW01');
  await world.auditedOrder('BW01');
  await bills.generate({ period: 'monthly', day: days().today }, admin);
  const exportLines = async () => {
    const started = await bills.call<{ id: number }>('exportBillLines', { customerId }, admin);
    expect(started.code).toBe(0);
    return bills.finished(started.body.id, admin);
  };
  const answers = async () => (await app.call('main', 'listMyTasks', { limit: 1 }, admin)).code;
  return { app, exportLines, answers };
}

let t: Awaited<ReturnType<typeof billedApp>>;
let starved: Awaited<ReturnType<typeof billedApp>>;
beforeAll(async () => {
  t = await billedApp();
  starved = await billedApp(STARVED_HEAP_MB);
});
afterAll(async () => {
  await t?.app.close();
  await starved?.app.close();
});

describe('the bill lines export in a worker thread', () => {
  it('fails with 20186 when the worker cannot live within its heap limit, where the server is not held to it', async () => {
    expect(await starved.exportLines()).toMatchObject({ status: 'failed', errorInfo: { code: 20186, params: {} }, resultFileId: null });
    expect(await starved.answers()).toBe(0);
  });

  it('fails with 500 when the worker throws, the server answering on and the next export succeeding in a new worker', async () => {
    corrupt.on = true;
    try {
      expect(await t.exportLines()).toMatchObject({ status: 'failed', errorInfo: { code: 500 }, resultFileId: null });
    } finally {
      corrupt.on = false;
    }
    expect(await t.answers()).toBe(0);
    expect(await t.exportLines()).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
  });
});
