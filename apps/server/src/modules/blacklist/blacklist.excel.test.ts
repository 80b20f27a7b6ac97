import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcelRowProblem, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';

/** Blacklist entries on the reference tables' Excel block: import (names or codes), refusals, export; orders see them at once. */
let t: TestApp;
let admin: string;
const HEADER = ['Subject', 'Match', 'Value', 'Note'];
const errorsOf = (task: TaskView) => ((task.errorInfo?.importErrors ?? []) as ExcelRowProblem[]).map((e) => [e.row, e.cell, e.reason]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('blacklist entries in Excel', () => {
  it('imports entries named in any language, and an order is refused by one at once', async () => {
    const task = await importTable(t, admin, 'startBlacklistImport', await workbookOf(HEADER, [
      ['电话', '精确', '+1 555 0100', '拒付'],
      ['goods', 'Contains', 'lithium', null],
      ['貨物', '模式', '*spare*parts*', null],
    ]));
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 3, refused: 0 } });
    const order = await orderInputFor(t.database.db, await demoIds(t).company('HYEXP'));
    expect((await t.call('main', 'createOrder', order, admin)).body).toMatchObject({ field: 'receiver.phone', entry: '+1 555 0100' });
  });

  it('refuses an unknown subject, a pattern without plain characters and an entry the company holds, changing nothing', async () => {
    const total = async () => (await t.call<{ total: number }>('main', 'listBlacklistEntries', {}, admin)).body.total;
    const before = await total();
    const task = await importTable(t, admin, 'startBlacklistImport', await workbookOf(HEADER, [
      ['passport', 'exact', 'X123', null],
      ['company', 'pattern', '*?*', null],
      ['phone', 'exact', '15550100', null],
    ]), {}, 'en-US');
    expect(task.status).toBe('failed');
    expect(errorsOf(task)).toEqual([[2, 'A2', 'invalidValue'], [3, 'C3', 'invalidFormat'], [4, 'C4', 'keyExists']]);
    expect(await total()).toBe(before);
  });

  it("exports the filtered entries with the template's columns", async () => {
    const answer = (await post(t, 'startBlacklistExport', admin, { subject: 'goods' }, 'en-US')).json() as { body: string };
    const exported = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const [header, ...rows] = await sheetValues(await downloadFile(t, admin, exported.resultFileId));
    expect(header).toEqual(HEADER);
    // The demo's own goods entries come with this test's: every row is a goods entry, and there are as many as listed.
    expect(rows.map((row) => row.slice(0, 3))).toEqual(expect.arrayContaining([['goods', 'contains', 'lithium'], ['goods', 'pattern', '*spare*parts*']]));
    expect(rows.every((row) => row[0] === 'goods')).toBe(true);
    expect(rows).toHaveLength((await t.call<{ total: number }>('main', 'listBlacklistEntries', { subject: 'goods' }, admin)).body.total);
  });
});
