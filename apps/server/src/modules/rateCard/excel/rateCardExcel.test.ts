import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateCardView, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uploadFile } from '../../../test/upload.ts';
import { demoIds } from '../../channel/channel.testing.ts';
import { zipArchive } from '../../excel/python.fixture.ts';
import { downloadFile, finishedTask, post } from '../../orderImport/orderImport.testing.ts';
import { addEditorWithoutCost, cardInput } from '../rateCard.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let noCost: string;
let air: number;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other, noCost] = [await t.login('demoadmin'), await t.login('otheradmin'), await addEditorWithoutCost(t, 'HYEXP', 'rcxlsnocost')];
  air = await demoIds(t).channel('HYEXP', 'HY-US-AIR');
});
afterAll(() => t.close());

type Cell = string | number | Date | null | { formula: string };
const save = async (body: Record<string, unknown>) => (await t.call<{ id: number }>('main', 'saveRateCard', body, admin)).body.id;
const get = async (id: number) => (await t.call<RateCardView>('main', 'getRateCard', { id }, admin)).body;
const tablesOf = ({ zones, breaks, surcharges }: RateCardView) => ({ zones, breaks, surcharges });
const answerOf = (response: { json: () => unknown }) => {
  const { result_code: code, body } = response.json() as { result_code: number; body: string };
  return { code, body: JSON.parse(body || '{}') as Record<string, unknown> };
};

/** The card's workbook, or the envelope's refusal. */
async function exportCard(id: number, token = admin, language = 'en-US'): Promise<{ code: number; body: Record<string, unknown>; bytes?: Buffer }> {
  const response = await post(t, 'exportRateCard', token, { id }, language);
  return String(response.headers['content-type']).includes('json') ? answerOf(response) : { code: 0, body: {}, bytes: response.rawPayload };
}

async function importInto(id: number, bytes: Buffer, token = admin, language = 'en-US'): Promise<TaskView | { code: number; body: Record<string, unknown> }> {
  const fileId = await uploadFile(t, token, 'rates.xlsx', bytes);
  const started = answerOf(await post(t, 'startRateCardImport', token, { id, fileId }, language));
  return started.code === 0 ? finishedTask(t, token, (started.body as unknown as TaskView).id) : started;
}

/** A carrier's own workbook: its sheets as named, rows as given (null leaves a cell empty). */
async function carrierWorkbook(sheets: Record<string, Cell[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const RATES_EN = ['From kg', 'To kg', 'Method', 'Step kg'];
const ZONES_EN = ['Zone', 'Zone name', 'Country', 'Postcodes', 'Cities'];
const goodRates = (): Cell[][] => [[...RATES_EN, '1', '2'], [0, 0.5, 'flat', null, 45, 50], [0.5, 20, 'additional', 0.5, 18, null]];
const goodZones = (): Cell[][] => [ZONES_EN, ['1', 'America', 'US', null, null], ['2', 'Mexico', 'MX', '9', null]];
const problemsOf = (task: TaskView) => (task.errorInfo?.importErrors ?? []).map((problem) => {
  const { sheet, cell, code } = problem as { sheet: string; cell?: string; code: number };
  return `${sheet}!${cell} ${code}`;
});

describe('rate card Excel', () => {
  let source: number;
  let target: number;
  beforeAll(async () => {
    source = await save(cardInput(air, { validFrom: '2019-01-01', name: 'Source' }));
    target = await save(cardInput(air, { validFrom: '2019-02-01', name: 'Target', zones: [{ code: 'Z', destinations: [{ country: 'DE' }] }], breaks: [{ fromKg: '0', toKg: '1', method: 'flat', prices: ['9'] }], surcharges: [] }));
  });

  it('exports a card and imports the file into another card: zones, breaks and surcharges come back identical, the card\'s own fields stay', async () => {
    const { bytes } = await exportCard(source);
    if (!bytes) throw new Error('no export');
    const task = await importInto(target, bytes);
    expect(task).toMatchObject({ status: 'succeeded', result: { zones: 2, breaks: 3, surcharges: 2 } });
    const [from, to] = [await get(source), await get(target)];
    expect(tablesOf(to)).toEqual(tablesOf(from));
    expect(to).toMatchObject({ name: 'Target', validFrom: '2019-02-01' });
  });

  it('imports a carrier\'s sheet with Chinese headers, methods by their Chinese names and numbers as number cells', async () => {
    const bytes = await carrierWorkbook({
      价格: [['起始重量kg', '截止重量kg', '计价方式', '续重单位kg', 1, 'eu'], [0, 0.5, '首重', null, 45.5, 60], [0.5, 30, '续重', 0.5, 12.25, 15], [30, 100, '每公斤', null, 20, null]],
      分区: [['分区', '分区名称', '国家', '邮编', '城市'], [1, '美国', 'us', null, null], ['EU', '欧洲', 'DE', '10，11', null], ['EU', null, 'FR', null, 'Paris, Lyon']],
      附加费: [['类型', '计费方式', '金额', '货物类型', '阈值', '开始日期', '结束日期'], ['fuel', 'percent', 12.5, null, null, new Date(Date.UTC(2019, 1, 1)), '2019/3/31']],
    });
    const task = await importInto(target, bytes, admin, 'zh-CN');
    expect(task).toMatchObject({ status: 'succeeded', result: { zones: 2, breaks: 3, surcharges: 1 } });
    expect(tablesOf(await get(target))).toEqual({
      zones: [
        { code: '1', name: '美国', destinations: [{ country: 'US', postcodes: [], cities: [] }] },
        { code: 'EU', name: '欧洲', destinations: [{ country: 'DE', postcodes: ['10', '11'], cities: [] }, { country: 'FR', postcodes: [], cities: ['Paris', 'Lyon'] }] },
      ],
      breaks: [
        { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45.5', '60'] },
        { fromKg: '0.5', toKg: '30', method: 'additional', stepKg: '0.5', prices: ['12.25', '15'] },
        { fromKg: '30', toKg: '100', method: 'perKg', prices: ['20', null] },
      ],
      surcharges: [{ kind: 'fuel', basis: 'percent', amount: '12.5', validFrom: '2019-02-01', validTo: '2019-03-31' }],
    });
  });

  it('refuses a file breaking the rules whole, naming each cell with its reason, and saves nothing', async () => {
    const before = tablesOf(await get(target));
    const wrong = await carrierWorkbook({
      Rates: [[...RATES_EN, '1', '2', 'X'], [0, 0.5, 'flat', null, 45, -5, 1], [0.5, 20, 'sometimes', null, 18, 3, 1], [20, 30, 'perKg', null, 'abc', 3, 1]],
      Zones: [ZONES_EN, ['1', null, 'US', null, null], ['2', null, 'MX', null, null], ['Y', null, 'FR', null, null]],
    });
    const task = await importInto(target, wrong) as TaskView;
    expect(task).toMatchObject({ status: 'failed', errorInfo: { code: 20188 } });
    expect(problemsOf(task).sort()).toEqual(['Rates!C3 50008', 'Rates!E4 50003', 'Rates!F2 50003', 'Rates!G1 50085', 'Zones!A4 50086'].sort());
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(await downloadFile(t, admin, task.resultFileId) as unknown as ExcelJS.Buffer);
    expect(String(report.getWorksheet('Zones')?.getCell('F4').value)).toMatch(/no column on the Rates sheet/);
    // Once the cells are of the right kind, the rules across rows: an overlap, a gap, a country twice.
    const crossing = await carrierWorkbook({
      Rates: [[...RATES_EN, '1', '2'], [0, 0.5, 'flat', null, 45, 5], [0.4, 20, 'perKg', null, 18, 3], [25, 30, 'perKg', null, 2, 3]],
      Zones: [ZONES_EN, ['1', null, 'US', null, null], ['1', null, 'US', null, null], ['2', null, 'MX', null, null]],
    });
    const crossed = await importInto(target, crossing) as TaskView;
    expect(problemsOf(crossed).sort()).toEqual(['Rates!A3 50082', 'Rates!A4 50083', 'Zones!C3 50084']);
    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load(await downloadFile(t, admin, crossed.resultFileId) as unknown as ExcelJS.Buffer);
    expect(String(marked.getWorksheet('Rates')?.getCell('G3').value)).toMatch(/overlaps the weight break above/);
    expect(tablesOf(await get(target))).toEqual(before);
  });

  it('refuses what only the save knows (an unknown country) on its cell, and a zone on one sheet only', async () => {
    const before = tablesOf(await get(target));
    const unknown = await carrierWorkbook({ Rates: goodRates(), Zones: [ZONES_EN, ['1', null, 'US', null, null], ['2', null, 'QQ', null, null]] });
    expect(problemsOf(await importInto(target, unknown) as TaskView)).toEqual(['Zones!C3 50010']);
    expect(tablesOf(await get(target))).toEqual(before);
    const fine = await carrierWorkbook({ Rates: goodRates(), Zones: goodZones() });
    expect(await importInto(target, fine)).toMatchObject({ status: 'succeeded' });
  });

  it('offers a template in the caller\'s language whose example imports as it is', async () => {
    const response = await post(t, 'downloadRateCardTemplate', admin, {}, 'zh-TW');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('運價表範本.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['價格', '分區', '附加費']);
    expect(await importInto(target, response.rawPayload)).toMatchObject({ status: 'succeeded', result: { zones: 2, breaks: 3, surcharges: 2 } });
  });

  it('keeps cost cards from those who may not see costs, and every card from another company (400 id notFound)', async () => {
    const cost = await save(cardInput(air, { validFrom: '2019-03-01', kind: 'cost', name: 'Cost' }));
    const file = await carrierWorkbook({ Rates: goodRates(), Zones: goodZones() });
    for (const [id, token] of [[cost, noCost], [source, other]] as const) {
      expect(await exportCard(id, token)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
      expect(await importInto(id, file, token)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    }
    expect((await exportCard(cost)).code).toBe(0);
  });

  it('ends a hostile file in its worker as a refused file, the server answering on', async () => {
    const exported = await exportCard(source);
    const bomb = zipArchive({ base: exported.bytes, parts: [{ name: 'xl/worksheets/sheet9.xml', zeros: 120 * 1024 * 1024 }] });
    const task = await importInto(target, bomb) as TaskView;
    expect(task).toMatchObject({ status: 'failed', errorInfo: { code: 20188 } });
    expect((await t.call('main', 'getRateCard', { id: target }, admin)).code).toBe(0);
  });
});
