import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AirportView, Page, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { downloadFile, finishedTask, post, sheetValues } from '../tableImport/tableImport.testing.ts';
import { seedAirports } from './airport.seed.ts';
import { airports } from './airport.table.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

const list = async (filters: Record<string, unknown>, token = admin) => t.call<Page<AirportView>>('main', 'listAirports', filters, token);

describe('airports', () => {
  it('are loaded at start-up: thousands with IATA codes, a known one with its ICAO code, city and country', async () => {
    const { body } = await list({ keyword: 'PVG' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.list[0]).toMatchObject({ iata: 'PVG', icao: 'ZSPD', city: expect.stringContaining('Shanghai'), countryCode: 'CN' });
    expect((await list({})).body.total).toBeGreaterThan(4000);
  });

  it('filter by country and by a part of the name or city', async () => {
    const { body } = await list({ countryCode: 'DE', keyword: 'frankfurt', pageSize: 50 });
    expect(body.list.map((airport) => airport.iata)).toContain('FRA');
    expect(body.list.every((airport) => airport.countryCode === 'DE')).toBe(true);
  });

  it('are not reloaded by a second start with the same data release', async () => {
    await t.database.db.execute(sql`update ${airports} set name = 'kept' where iata = 'PVG'`);
    await seedAirports(t.database.db);
    expect((await list({ keyword: 'PVG' })).body.list[0].name).toBe('kept');
  });

  it("export the filtered airports with the list's columns", async () => {
    const answer = (await post(t, 'startAirportExport', admin, { keyword: 'FRA', countryCode: 'DE' }, 'en-US')).json() as { result_code: number; body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const rows = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(rows[0]).toEqual(['IATA code', 'ICAO code', 'Airport', 'City', 'Country']);
    expect(rows.slice(1).map((row) => row[0])).toContain('FRA');
    expect(rows.slice(1).every((row) => row[4] === 'DE')).toBe(true);
  });

  it('need the airport right; a cargo owner has none', async () => {
    expect((await list({}, await t.login('demoowner'))).code).toBe(10021);
  });
});
