import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { cityAbbreviations } from '../cityAbbreviation/index.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';
import { destinations } from './destination.table.ts';

/** Destination codes and city abbreviations on the reference tables' Excel block: import, refusals, export. */
let t: TestApp;
let admin: string;
let other: string;
const DESTINATION = ['Destination code', 'Chinese name', 'English name', 'Country', 'Type', 'Zone', 'Remarks'];
const CITY = ['Country', 'City', 'City in English', 'Abbreviation', 'Remarks'];
const errorsOf = (task: TaskView) => ((task.errorInfo?.importErrors ?? []) as { row?: number; cell?: string; reason: string; code: number }[]).map((e) => [e.row, e.cell, e.reason]);

async function exported(command: string, filter: Record<string, unknown>, token = admin) {
  const answer = (await post(t, command, token, filter, 'en-US')).json() as { result_code: number; body: string };
  const task = await finishedTask(t, token, (JSON.parse(answer.body) as TaskView).id);
  return sheetValues(await downloadFile(t, token, task.resultFileId));
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
});
afterAll(() => t.close());

describe('destination codes in Excel', () => {
  it('import every row of a good file, enabled', async () => {
    const task = await importTable(t, admin, 'startDestinationImport', await workbookOf(DESTINATION, [
      ['ont9', '安大略仓', 'Ontario FC', 'us', 'warehouse', 'Z2', null],
      ['FR', '法国', 'France', 'FR', null, 'Z4', null],
    ]));
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 2, refused: 0 } });
    const rows = await t.database.db.select().from(destinations).where(inArray(destinations.code, ['FR', 'ONT9'])).orderBy(destinations.code);
    expect(rows.map((row) => [row.code, row.countryCode, row.kind, row.zone, row.enabled])).toEqual([['FR', 'FR', 'country', 'Z4', true], ['ONT9', 'US', 'warehouse', 'Z2', true]]);
  });

  it('refuse an unknown country, an unknown type and a code the company holds, changing nothing', async () => {
    const task = await importTable(t, admin, 'startDestinationImport', await workbookOf(DESTINATION, [
      ['XX1', '无此国', null, 'ZZ', null, null, null],
      ['XX2', '错类型', null, 'US', 'port', null, null],
      ['ONT8', '重复', null, 'US', null, null, null],
    ]), {}, 'en-US');
    expect(task.status).toBe('failed');
    expect(errorsOf(task)).toEqual([[2, 'D2', 'notFound'], [3, 'E3', 'invalidValue'], [4, 'A4', 'keyExists']]);
    expect(await t.database.db.$count(destinations, inArray(destinations.code, ['XX1', 'XX2']))).toBe(0);
  });

  it("export the filtered codes with the template's headers; another company exports none of them", async () => {
    expect(await exported('startDestinationExport', { keyword: 'ontario' })).toEqual([DESTINATION, ['ONT9', '安大略仓', 'Ontario FC', 'US', 'warehouse', 'Z2']]);
    expect(await exported('startDestinationExport', {}, other)).toEqual([DESTINATION]);
  });
});

describe('city abbreviations in Excel', () => {
  it('import the rows, the same code allowed in another country, and refuse one repeated in the file', async () => {
    const bad = await importTable(t, admin, 'startCityAbbreviationImport', await workbookOf(CITY, [['US', '洛杉矶', 'Los Angeles', 'LA', null], ['us', '兰开斯特', null, 'la', null]]), {}, 'en-US');
    expect(bad.status).toBe('failed');
    expect(errorsOf(bad).map(([row, , reason]) => [row, reason])).toEqual([[3, 'keyRepeated']]);
    const good = await importTable(t, admin, 'startCityAbbreviationImport', await workbookOf(CITY, [['US', '洛杉矶', 'Los Angeles', 'LA', null], ['GB', '兰开斯特', 'Lancaster', 'LA', null]]));
    expect(good).toMatchObject({ status: 'succeeded', result: { written: 2 } });
    expect(await t.database.db.$count(cityAbbreviations, eq(cityAbbreviations.code, 'LA'))).toBe(2);
  });

  it('export the filtered rows', async () => {
    expect(await exported('startCityAbbreviationExport', { countryCode: 'GB', keyword: 'lancaster' })).toEqual([CITY, ['GB', '兰开斯特', 'Lancaster', 'LA']]);
  });
});
