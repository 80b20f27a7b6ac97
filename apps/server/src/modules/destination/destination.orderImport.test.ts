import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow } from '../orderImport/orderImport.testing.ts';

/** The order import refuses a receiver country the countries table does not hold, on its cell. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('order import', () => {
  it("refuses an unknown receiver country naming the row and the field, and takes a known one in any case", async () => {
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const task = await importWorkbook(t, admin, await fillTemplate(template, 'receive', [
      orderRow('IMP-CTRY-1', { 'receiver.country': 'us' }),
      orderRow('IMP-CTRY-2', { 'receiver.country': 'ZZ' }),
    ]));
    expect(task.status).toBe('failed');
    const problems = (task.errorInfo?.importErrors ?? []) as { row: number; field: string; code: number }[];
    expect(problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual([{ row: 3, field: 'receiver.country', code: 50010 }]);
  });
});
