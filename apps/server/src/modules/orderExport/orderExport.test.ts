import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPORT_COLUMNS, ORDER_EXPORT_TEXTS, type OrderListRow } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readWithOpenpyxl } from '../excel/python.fixture.ts';
import { whereOf, orders } from '../order/index.ts';
import { demoCarrier, orderValues, type DemoCarrier } from './orderExport.fixture.ts';
import { exportRows } from './orderExport.rows.ts';
import { exportAndDownload } from './orderExport.testing.ts';

const MARCH = { dateFrom: '2025-03-03', dateTo: '2025-03-04' };
const at = (iso: string) => sql`${iso}::timestamptz`;

let t: TestApp;
let admin: string;
let carrier: DemoCarrier;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  carrier = await demoCarrier(t.database.db);
  const owned = { ownerCompanyId: carrier.ownerCompanyId };
  // Ties on purpose: A and B share their creation to the microsecond and their weight, C is one microsecond later,
  // F and G share a creation time; B, C and E have no waybill, so waybill and audit sorts meet nulls.
  await t.database.db.insert(orders).values([
    orderValues(carrier, 'EXA001', { ...owned, status: 'toShip', weight: 2.5, createdAt: at('2025-03-03T10:00:00.123456Z'), waybillNo: 'WB001', auditedAt: at('2025-03-03T12:00:00Z'), referenceNo1: 'R1', referenceNo2: 'R2', customerNo: 'CN-A', itemName: '=1+1', declaredValue: 12.5, declaredCurrency: 'USD', receiver: { name: '张伟', country: 'US' } }),
    orderValues(carrier, 'EXA002', { status: 'toShip', kind: 'hyreceive', weight: 2.5, createdAt: at('2025-03-03T10:00:00.123456Z'), customerNo: 'CN-B', itemName: '@SUM(A1)', country: 'DE' }),
    orderValues(carrier, 'EXA003', { ...owned, kind: 'send', weight: 0.75, pieces: 3, createdAt: at('2025-03-03T10:00:00.123457Z'), referenceNo3: 'R3', customerNo: 'CN-C', itemName: '+cmd|calc', country: 'JP' }),
    orderValues(carrier, 'EXA004', { weight: 10, createdAt: at('2025-03-04T23:30:00Z'), waybillNo: 'WB004', auditedAt: at('2025-03-04T23:45:00Z'), customerNo: 'CN-D', itemName: '-2+3+cmd', country: 'GB' }),
    orderValues(carrier, 'EXA005', { status: 'cancelled', kind: 'special', createdAt: at('2025-03-03T00:00:00Z'), customerNo: '+1 (555) 0100', itemName: '\t=1' }),
    orderValues(carrier, 'EXA006', { status: 'toShip', kind: 'fba', weight: 5, pieces: 2, createdAt: at('2025-03-04T05:00:00Z'), waybillNo: 'WB006', auditedAt: at('2025-03-04T06:00:00Z'), fbaNo: 'FBA15ABCDE', transferNo: 'TR6', customerNo: 'CN-F' }),
    orderValues(carrier, 'EXA007', { ...owned, status: 'toShip', weight: 2.5, createdAt: at('2025-03-04T05:00:00Z'), waybillNo: 'WB007', auditedAt: at('2025-03-04T06:00:00Z'), customerNo: 'CN-G' }),
  ]);
});
afterAll(() => t.close());

type Cell = string | number | null;

/** The first sheet's rows as ExcelJS reads them back. */
async function sheetOf(file: Buffer): Promise<{ name: string; rows: Cell[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  // Array.from, not map: ExcelJS leaves an empty cell as a hole, which map would keep.
  sheet.eachRow((row) => rows.push(Array.from((row.values as Cell[]).slice(1), (value) => value ?? null)));
  return { name: sheet.name, rows };
}

async function listed(token: string, input: Record<string, unknown>): Promise<OrderListRow[]> {
  const { code, body } = await t.call<{ list: OrderListRow[] }>('main', 'listOrders', { ...input, pageSize: 100, withTotals: false }, token);
  expect(code).toBe(0);
  return body.list;
}

describe('order export', () => {
  it('exports the filtered list in its order with the chosen columns, in the language and time zone asked', async () => {
    const columns = ['createdAt', 'orderNo', 'status', 'kind', 'weight', 'pieces', 'declaredValue', 'referenceNo', 'country', 'channelName', 'receiverName', 'waybillNo', 'auditedAt'];
    const filters = { ...MARCH, status: 'toShip', orderField: 'weight', orderType: 'desc' };
    const { task, file, fileName } = await exportAndDownload(t, admin, { ...filters, columns, language: 'en-US', timeZone: 'America/New_York' });
    expect(task).toMatchObject({ commonName: 2, type: 'orderExport', result: { rows: 4 }, progress: { done: 4, total: 4 } });
    expect(fileName).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
    const { name, rows } = await sheetOf(file);
    expect(name).toBe('Orders');
    expect(rows[0]).toEqual(['Created', 'Order number', 'Status', 'Order type', 'Weight (kg)', 'Pieces', 'Declared value', 'Reference number', 'Destination', 'Channel', 'Receiver', 'Waybill number', 'Audited']);
    expect(rows.slice(1).map((row) => row[1])).toEqual((await listed(admin, filters)).map((order) => order.orderNo));
    expect(rows.slice(1).map((row) => row[1])).toEqual(['EXA006', 'EXA007', 'EXA002', 'EXA001']);
    // New York is five hours behind UTC in early March; an empty cell is read back as nothing.
    expect(rows[4]).toEqual(['2025-03-03 05:00', 'EXA001', 'To ship', 'Inbound', 2.5, 1, 12.5, 'R1, R2', 'US United States', 'US Air Express Line', '张伟', 'WB001', '2025-03-03 07:00']);
    expect(rows[3].slice(0, 5)).toEqual(['2025-03-03 05:00', 'EXA002', 'To ship', 'Sea freight', 2.5]);
  });

  it('takes the language of the request head and Shanghai time when the body names neither', async () => {
    const { file, fileName } = await exportAndDownload(t, admin, { ...MARCH, columns: ['orderNo', 'status', 'kind', 'channelName', 'country', 'createdAt'] }, 'zh-TW');
    expect(fileName).toMatch(/^訂單匯出-\d{8}-\d{6}\.xlsx$/);
    const { name, rows } = await sheetOf(file);
    expect(name).toBe('訂單');
    expect(rows[0]).toEqual(['訂單號', '狀態', '訂單類型', '渠道', '目的國', '建立時間']);
    expect(rows.slice(1).map((row) => row[0])).toEqual((await listed(admin, MARCH)).map((order) => order.orderNo));
    expect(rows[1]).toEqual(['EXA004', '待審核', '收貨訂單', '美国空派专线', 'GB 英國', '2025-03-05 07:30']);
    expect(rows.find((row) => row[0] === 'EXA005')).toEqual(['EXA005', '已取消', '特殊訂單', '美国空派专线', 'US 美國', '2025-03-03 08:00']);
  });

  it('writes every column the list offers, headed as the web heads it', async () => {
    const { file } = await exportAndDownload(t, admin, { ...MARCH, columns: [...ORDER_EXPORT_COLUMNS], language: 'zh-CN' });
    const { rows } = await sheetOf(file);
    expect(rows[0]).toEqual(ORDER_EXPORT_COLUMNS.map((column) => ORDER_EXPORT_TEXTS['zh-CN'].columns[column]));
    const f = Object.fromEntries(ORDER_EXPORT_COLUMNS.map((column, index) => [column, rows.find((row) => row[0] === 'EXA006')![index]]));
    expect(f).toMatchObject({ status: '待发货', kind: 'FBA订单', fbaNo: 'FBA15ABCDE', transferNo: 'TR6', customerNo: 'CN-F', pieces: 2, weight: 5, channelCode: 'HY-US-AIR' });
  });

  it('gives a cargo owner only its own orders', async () => {
    const owner = await t.login('demoowner');
    const { file } = await exportAndDownload(t, owner, { ...MARCH, columns: ['orderNo'], language: 'en-US' });
    const { rows } = await sheetOf(file);
    expect(rows.slice(1).flat()).toEqual(['EXA007', 'EXA003', 'EXA001']);
    expect(rows.slice(1).flat()).toEqual((await listed(owner, MARCH)).map((order) => order.orderNo));
  });

  it('writes text a spreadsheet would run as a formula as quoted text, which openpyxl reads as strings', async () => {
    const { file } = await exportAndDownload(t, admin, { ...MARCH, orderField: 'orderNo', orderType: 'asc', columns: ['orderNo', 'itemName', 'customerNo'], language: 'en-US' });
    const [sheet] = Object.values(readWithOpenpyxl(file));
    expect(sheet.slice(1, 6)).toEqual([
      [['EXA001', 's'], ["'=1+1", 's'], ['CN-A', 's']],
      [['EXA002', 's'], ["'@SUM(A1)", 's'], ['CN-B', 's']],
      [['EXA003', 's'], ["'+cmd|calc", 's'], ['CN-C', 's']],
      [['EXA004', 's'], ["'-2+3+cmd", 's'], ['CN-D', 's']],
      [['EXA005', 's'], ["'\t=1", 's'], ['+1 (555) 0100', 's']],
    ]);
    expect(sheet.flat().some(([, type]) => type === 'f')).toBe(false);
  });
});

describe('export order', () => {
  const sorts: Record<string, unknown>[] = [
    {}, { orderType: 'asc' }, { orderField: 'weight', orderType: 'asc' }, { orderField: 'weight', orderType: 'desc', status: 'toShip' },
    { orderField: 'waybillNo', orderType: 'asc' }, { orderField: 'waybillNo', orderType: 'desc' }, { orderField: 'auditedAt', orderType: 'desc' },
    { orderField: 'auditedAt', orderType: 'asc' }, { orderField: 'pieces' }, { orderField: 'orderNo', orderType: 'asc' },
    { sortField: 'customerNo', sortValue: 'CN-C\nCN-A\nnope\nCN-B\nCN-A' }, { sortField: 'referenceNo', sortValue: 'R3\nR2\nR1' },
    { sortField: 'orderNo', sortValue: 'EXA002\nEXA001\nEXA007', orderField: 'weight', orderType: 'asc' },
  ];

  it.each(sorts)('is the list\'s order across keyset batches of two: %o', async (sort) => {
    const request = { ...MARCH, ...sort, columns: ['orderNo' as const], language: 'en-US' as const, timeZone: 'UTC' };
    const where = whereOf({ companyId: carrier.companyId, companyKind: 'carrier' }, request, true);
    const exported: string[] = [];
    for await (const row of exportRows(t.database.db, where, request, { batchRows: 2 })) exported.push(row.orderNo);
    expect(exported.length).toBeGreaterThan(1);
    expect(exported).toEqual((await listed(admin, { ...MARCH, ...sort })).map((order) => order.orderNo));
  });
});
