import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { TaskView } from '@parcelflow/contract';
import { downloadTemplate, fillTemplate, finishedTask, importWorkbook, orderRow, startImport, uploadFile, type Row } from './orderImport.testing.ts';

const ROWS = 10_000;
/** Every 20th row is wrong (5%), as in the volume test and bench/excel. */
const MISTAKES: Row[] = [{ 'receiver.phone': null }, { weight: 'heavy' }, { customerCode: 'NOPE' }];
/** Enough heap for the worker to load and read a small workbook; reading 10,000 rows takes about 70 MB. */
const TINY_HEAP_MB = 40;
/** A command is sent this often while the import runs (how fast it answers is held to its target in bench/excel). */
const SAMPLE_MS = 50;

let t: TestApp;
let tight: TestApp;
let admin: string;
let file: Buffer;
let template: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20 } });
  tight = await createTestApp({ tasks: { pollMs: 20, workerLimits: { maxOldGenerationSizeMb: TINY_HEAP_MB } } });
  admin = await t.login('demoadmin');
  template = (await downloadTemplate(t, admin, 'receive')).bytes;
  file = await fillTemplate(template, 'receive', Array.from({ length: ROWS }, (_, i) => orderRow(`WRK-${String(i).padStart(6, '0')}`, i % 20 === 19 ? MISTAKES[i % 3] : {})));
}, 120_000);
afterAll(async () => {
  await t.close();
  await tight.close();
});

/** Imports the file, looking at the task only every quarter second so as to leave the server to the sampled command. */
async function importQuietly(app: TestApp, token: string, bytes: Buffer): Promise<TaskView> {
  const started = await startImport(app, token, { fileId: await uploadFile(app, token, 'big.xlsx', bytes), templateId: 'receive', validRowsOnly: false });
  return finishedTask(app, token, started.body.id, { timeout: 60_000, interval: 250 });
}

/** Sends a simple command every SAMPLE_MS until `work` ends: the server must answer each, and at least one while it runs. */
async function answersDuring<T>(app: TestApp, token: string, work: Promise<T>): Promise<T> {
  let done = false;
  const ended = work.finally(() => (done = true));
  let answered = 0;
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    expect((await app.call('main', 'listMyTasks', { limit: 1 }, token)).code).toBe(0);
    answered++;
  }
  expect(answered).toBeGreaterThan(0);
  return ended;
}

describe('an import in a worker thread', () => {
  it(`keeps the server answering while ${ROWS.toLocaleString('en-US')} rows are read and checked`, async () => {
    const task = await answersDuring(t, admin, importQuietly(t, admin, file));
    expect(task.errorInfo).toMatchObject({ code: 20188, params: { problems: 500 } });
  }, 120_000);

  it('refuses a workbook whose reading runs out of the worker\'s memory (20188), and the server goes on', async () => {
    const token = await tight.login('demoadmin');
    const small = await fillTemplate(template, 'receive', [orderRow('WRK-SMALL-000001'), orderRow('WRK-SMALL-000002')]);
    expect(await importWorkbook(tight, token, small)).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    const refused = await answersDuring(tight, token, importQuietly(tight, token, file));
    expect(refused).toMatchObject({ status: 'failed', errorInfo: { code: 20188, importErrors: [{ code: 20188, reason: 'corrupt' }] } });
    const again = await fillTemplate(template, 'receive', [orderRow('WRK-SMALL-000003')]);
    expect(await importWorkbook(tight, token, again)).toMatchObject({ status: 'succeeded', result: { created: 1 } });
  }, 120_000);
});
