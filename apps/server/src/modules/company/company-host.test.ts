import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { normaliseHost } from './company-host.ts';
import { companies } from './company.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookUp = (host: string) => t.call('uc', 'selectCompanyNoAndRecord', { host });

describe('uc/selectCompanyNoAndRecord', () => {
  it("answers the company whose own host this is, whatever the case and port", async () => {
    const expected = { companyCode: 'HYEXP', recordNo: '粤ICP备2026000101号', companyName: '华运国际物流', companyNameEn: 'Huayun International Logistics' };
    expect(await lookUp('hyexp.parcelflow.local')).toMatchObject({ code: 0, body: expected });
    expect((await lookUp('HYEXP.Parcelflow.Local:8443')).body).toEqual(expected);
  });

  it('answers 10015 for an unknown host and for a disabled company', async () => {
    expect((await lookUp('unknown.example.com')).code).toBe(10015);
    await t.database.db.update(companies).set({ status: 'disabled' }).where(eq(companies.companyNo, 'HYEXP'));
    expect((await lookUp('hyexp.parcelflow.local')).code).toBe(10015);
  });
});

describe('normaliseHost', () => {
  it('lowercases and drops the port and a trailing dot', () => {
    expect(normaliseHost(' Ship.Example.COM:80 ')).toBe('ship.example.com');
    expect(normaliseHost('ship.example.com.')).toBe('ship.example.com');
    expect(normaliseHost('[::1]:8080')).toBe('[::1]');
  });
});
