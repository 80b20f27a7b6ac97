import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';
import { postcodes } from '../postcode/index.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from './tableImport.testing.ts';

/**
 * The reference tables' import and export building block, driven through the postcode table: header languages,
 * missing columns, bad cells by row and column, repeated keys in the file and in the database, both modes.
 */
let t: TestApp;
let admin: string;
const EN = ['Country', 'Postcode', 'City', 'State'];
const importPostcodes = (bytes: Buffer, body: Record<string, unknown> = {}, language?: string) => importTable(t, admin, 'startPostcodeImport', bytes, body, language);
const stored = async () => (await t.database.db.select().from(postcodes).orderBy(postcodes.postcodeKey)).map((row) => `${row.country} ${row.postcode} ${row.city}`);
const errorsOf = (task: TaskView) => (task.errorInfo?.importErrors ?? []) as { row?: number; cell?: string; field?: string; reason: string; code: number }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
beforeEach(async () => {
  await t.database.db.delete(postcodes);
});
afterAll(() => t.close());

describe('template', () => {
  it('downloads the header row in the caller\'s language, an example row and a notes sheet', async () => {
    const response = await post(t, 'downloadPostcodeTemplate', admin, {}, 'zh-CN');
    const rows = await sheetValues(response.rawPayload);
    expect(rows[0]).toEqual(['国家(Country)', '邮编(Postcode)', '城市(City)', '州/省(State)']);
    expect(rows[1]).toEqual(['US', '10001', 'New York', 'NY']);
    const notes = await sheetValues(response.rawPayload, 1);
    expect(notes[0]).toEqual(['列名', '必填', '格式', '限制', '示例']);
    expect(notes[2]).toEqual(['邮编(Postcode)', '是', '该国的邮编格式', '最多 20 个字符', '10001']);
    expect(notes[4]).toEqual(['州/省(State)', '否', '文本', '最多 60 个字符', 'NY']);
  });
});

describe('import', () => {
  it('writes every row of a good file, audited once with its counts', async () => {
    const task = await importPostcodes(await workbookOf(EN, [['US', '10001', 'New York', 'NY'], ['gb', 'sw1a 1aa', 'London', null]]));
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 2, refused: 0, total: 2 } });
    expect(await stored()).toEqual(['US 10001 New York', 'GB sw1a 1aa London']);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'postcode'), eq(auditLog.action, 'import')));
    expect(audit).toHaveLength(1);
    expect(audit[0].entityId).toBe(String(task.id));
  });

  it('recognises the header in each language and either half of a bilingual one', async () => {
    for (const header of [['国家(Country)', '邮编(Postcode)', '城市(City)'], ['國家', '郵遞區號', '城市'], ['country', 'POSTCODE', 'City ']]) {
      await t.database.db.delete(postcodes);
      const task = await importPostcodes(await workbookOf(header, [['DE', '10115', 'Berlin']]));
      expect(task.status, header.join()).toBe('succeeded');
    }
  });

  it('refuses a file without a required column, naming it (20195)', async () => {
    const task = await importPostcodes(await workbookOf(['Country', 'Postcode'], [['US', '10001']]), {}, 'en-US');
    expect(task.status).toBe('failed');
    expect(task.errorInfo).toMatchObject({ code: 20195, importErrors: [{ reason: 'headerIncomplete', params: { headers: 'City' } }] });
  });

  it('reports every bad cell by row and column and writes nothing (all or nothing)', async () => {
    const task = await importPostcodes(await workbookOf(EN, [
      ['US', '10001', 'New York', 'NY'], ['US', 'ABCDE', 'Nowhere', null], ['XX', '1', 'Atlantis', null], ['DE', '10115', null, null],
    ]));
    expect(task.status).toBe('failed');
    expect(task.errorInfo?.code).toBe(20188);
    expect(errorsOf(task).map((e) => [e.cell, e.reason])).toEqual([['B3', 'invalidFormat'], ['A4', 'invalidValue'], ['C5', 'required']]);
    expect(await stored()).toEqual([]);
    const report = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(report[2][4]).toContain('Postcode');
  });

  it('refuses a key repeated in the file and one the company holds, naming the rows', async () => {
    await importPostcodes(await workbookOf(EN, [['US', '10001', 'New York', 'NY']]));
    const task = await importPostcodes(await workbookOf(EN, [['US', '90210', 'Beverly Hills', 'CA'], ['US', '90210', 'Beverly Hills', 'CA'], ['us', '10001', 'New York', 'NY']]));
    expect(errorsOf(task).map((e) => [e.row, e.reason, e.code])).toEqual([[3, 'keyRepeated', 50026], [4, 'keyExists', 50027]]);
    expect(await stored()).toEqual(['US 10001 New York']);
  });

  it('writes the valid rows only when asked, and says how many were refused', async () => {
    const task = await importPostcodes(await workbookOf(EN, [['US', '10001', 'New York', 'NY'], ['US', 'bad', 'Nowhere', null]]), { mode: 'validRowsOnly' });
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 1, refused: 1, total: 2 } });
    expect(task.resultFileId).not.toBeNull();
    expect(await stored()).toEqual(['US 10001 New York']);
  });

  it('two imports of the same file at once: one writes its rows, the other none', async () => {
    const bytes = await workbookOf(EN, [['US', '10001', 'New York', 'NY'], ['US', '10002', 'New York', 'NY']]);
    const [first, second] = await Promise.all([importPostcodes(bytes), importPostcodes(bytes)]);
    expect([first.status, second.status].sort()).toEqual(['failed', 'succeeded']);
    expect(await stored()).toEqual(['US 10001 New York', 'US 10002 New York']);
  });
});

describe('export', () => {
  it('exports the filtered rows with the template\'s headers, so the file imports again', async () => {
    await importPostcodes(await workbookOf(EN, [['US', '10001', 'New York', 'NY'], ['GB', 'SW1A 1AA', 'London', null]]));
    const answer = (await post(t, 'startPostcodeExport', admin, { country: 'US' }, 'en-US')).json() as { result_code: number; body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    expect(task).toMatchObject({ status: 'succeeded', result: { rows: 1 } });
    expect(await sheetValues(await downloadFile(t, admin, task.resultFileId))).toEqual([EN, ['US', '10001', 'New York', 'NY']]);
  });
});
