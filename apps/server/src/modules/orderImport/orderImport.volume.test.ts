import { and, count, countDistinct, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { channels } from '../channel/index.ts';
import { numberSegments, orders } from '../order/index.ts';
import { downloadTemplate, fillTemplate, finishedTask, orderRow, startImport, uploadFile, type Row } from './orderImport.testing.ts';

const ROWS = 10_000;
/** Every 20th row is wrong (5%), in one of three ways. */
const MISTAKES: Row[] = [{ 'receiver.phone': null }, { weight: 'heavy' }, { customerCode: 'NOPE' }];

let t: TestApp;
let admin: string;
let file: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20 } });
  admin = await t.login('demoadmin');
  const template = (await downloadTemplate(t, admin, 'receive')).bytes;
  const rows = Array.from({ length: ROWS }, (_, i) => orderRow(`VOL-${String(i).padStart(6, '0')}`, i % 20 === 19 ? MISTAKES[i % 3] : {}));
  file = await fillTemplate(template, 'receive', rows);
  // Numbers for every order of the example row's channel, whose demo segment is running low.
  const { companyId } = await findDemoUser(t.database.db, 'demoadmin');
  const [channel] = await t.database.db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), eq(channels.code, 'HY-US-AIR')));
  await t.database.db.insert(numberSegments).values({ companyId, channelId: channel.id, type: 'waybill', prefix: 'VOL', startNumber: 1, endNumber: 99_999, nextNumber: 1 });
}, 120_000);
afterAll(() => t.close());

/** Uploads and imports the file, logging how long the task ran (the benchmark in bench/ comes later). */
async function timedImport(validRowsOnly: boolean, autoAudit = false) {
  const started = await startImport(t, admin, { fileId: await uploadFile(t, admin, 'volume.xlsx', file), templateId: 'receive', validRowsOnly, autoAudit });
  const task = await finishedTask(t, admin, started.body.id, { timeout: 120_000, interval: 500 });
  const seconds = (Date.parse(task.finishedAt ?? '') - Date.parse(task.startedAt ?? '')) / 1000;
  console.warn(`orderImport of ${ROWS} rows, 5% wrong, validRowsOnly ${validRowsOnly}, autoAudit ${autoAudit}: ${task.status} in ${seconds.toFixed(2)} s (${(file.length / 1e6).toFixed(1)} MB)`);
  return task;
}

describe('an import of 10,000 rows', () => {
  it('reports all 500 wrong rows and creates nothing, or creates and audits the 9,500 valid orders when asked', async () => {
    const refused = await timedImport(false);
    expect(refused.errorInfo).toMatchObject({ code: 20188, params: { problems: 500, listed: 500 } });
    expect(refused.resultFileId).not.toBeNull();

    const created = await timedImport(true, true);
    expect(created).toMatchObject({ status: 'succeeded', result: { created: 9500, refused: 500, total: ROWS, audited: 9500, toBeCorrected: 0 } });
    const [stored] = await t.database.db.select({ n: count(), waybills: countDistinct(orders.waybillNo) }).from(orders)
      .where(and(like(orders.customerNo, 'VOL-%'), eq(orders.status, 'toGetLabel')));
    expect(stored).toEqual({ n: 9500, waybills: 9500 });
  }, 240_000);
});
