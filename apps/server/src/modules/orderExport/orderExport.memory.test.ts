import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import { ORDER_EXPORT_COLUMNS } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoCarrier, insertManyOrders } from './orderExport.fixture.ts';
import type * as Rows from './orderExport.rows.ts';
import { exportAndDownload, finishedTask, startExport } from './orderExport.testing.ts';

/**
 * A gate the cancel test closes: the export then waits after its first row until the cancel has been requested, so
 * the test no longer races an export that finishes in under a second.
 */
const gate = vi.hoisted(() => ({ closed: false, reached: () => {}, release: Promise.resolve() }));
vi.mock('./orderExport.rows.ts', async (original) => {
  const actual = await original<typeof Rows>();
  return {
    ...actual,
    exportRows: async function* (...args: Parameters<typeof actual.exportRows>) {
      for await (const row of actual.exportRows(...args)) {
        yield row;
        if (gate.closed) {
          gate.closed = false;
          gate.reached();
          await gate.release;
        }
      }
    },
  };
});

const ORDERS = 20_000;
const BIG_DAY = { dateFrom: '2025-04-01', dateTo: '2025-04-01' };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Progress saved at every batch, so a cancel is seen at the next one.
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  await insertManyOrders(t.database.db, await demoCarrier(t.database.db), ORDERS, '2025-04-01T00:00:00Z', 'BIG');
});
afterAll(() => t.close());

/** Reads the file back row by row (ExcelJS's streaming reader), keeping only what the test looks at. */
async function firstCellsOf(file: Buffer): Promise<string[]> {
  const cells: string[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {})) {
    for await (const row of sheet) cells.push(String(row.getCell(1).value));
  }
  return cells;
}

describe('a large export', () => {
  // Its memory is held to the target in bench/excel (100,000 orders, the server process's peak).
  it(`streams ${ORDERS.toLocaleString('en-US')} orders of every column, newest first`, async () => {
    const exported = await exportAndDownload(t, admin, { ...BIG_DAY, columns: [...ORDER_EXPORT_COLUMNS], language: 'zh-CN' });
    expect(exported.task.result).toEqual({ rows: ORDERS });
    const orderNos = await firstCellsOf(exported.file);
    expect(orderNos).toHaveLength(ORDERS + 1);
    expect([orderNos[1], orderNos[ORDERS]]).toEqual([`BIG${String(ORDERS).padStart(8, '0')}`, 'BIG00000001']);
  }, 120_000);

  it('stops at the next batch when cancelled, and offers no file', async () => {
    let release = () => {};
    const reached = new Promise<void>((resolve) => Object.assign(gate, { closed: true, reached: resolve, release: new Promise<void>((open) => (release = open)) }));
    const started = await startExport(t, admin, { ...BIG_DAY, columns: [...ORDER_EXPORT_COLUMNS] });
    await reached;
    const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', {}, admin);
    expect(body.tasks.find((task) => task.id === started.body.id)?.status).toBe('running');
    expect((await t.call('main', 'cancelTask', { taskId: started.body.id }, admin)).code).toBe(0);
    release();
    const ended = await finishedTask(t, admin, started.body.id);
    expect(ended).toMatchObject({ status: 'cancelled', resultFileId: null, result: null });
    expect(ended.progress.done).toBeLessThan(ORDERS);
  });
});
