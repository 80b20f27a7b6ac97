import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplate, createOrderInput, describeRowProblem, type ExcelRowProblem, type TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { orderFieldsProblem } from '../order/index.ts';
import { utcToday } from '../transAgreement/index.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, ordersByCustomerNo, type Row } from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
let hyexp: number;
let receiveTemplate: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  [{ id: hyexp }] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'HYEXP'));
  receiveTemplate = (await downloadTemplate(t, admin, 'receive')).bytes;
});
afterAll(() => t.close());

const idOf = async (table: typeof customers | typeof channels, code: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(and(eq(table.companyId, hyexp), eq(table.code, code))))[0].id;
const problemsOf = (task: TaskView) => (task.errorInfo?.importErrors ?? []) as ExcelRowProblem[];
const placed = (task: TaskView) => problemsOf(task).map(({ row, field, code, params }) => ({ row, field, code, params }));
/** The cell of a field's column in a built-in template's row ("C3"). */
function cellOf(templateId: 'receive' | 'create' | 'fba', field: string, row: number): string {
  let index = builtInTemplate(templateId).columns.findIndex((column) => column.field === field) + 1;
  let letters = '';
  for (; index > 0; index = Math.floor((index - 1) / 26)) letters = String.fromCharCode(65 + ((index - 1) % 26)) + letters;
  return `${letters}${row}`;
}
/** One box of the order's pieces and weight. */
const oneBox = (pieces: number, weight: number): Row => ({ pieces, weight, 'boxes.quantity': pieces, 'boxes.weight': weight });

describe("the channel, agreement and rule checks of order entry (HYEXP's demo channels, agreement and rules)", () => {
  it('shares the checks with createOrder, whose statement keeps one text with every value a parameter', async () => {
    const dialect = new PgDialect();
    const base = createOrderInput.parse(await orderInputFor(t.database.db, hyexp));
    const other = { ...base, pieces: 1, declaredValue: 12.5, declaredCurrency: 'RMB' as const, receiver: { ...base.receiver, country: 'CA', postcode: 'm5v 3l9' } };
    const [first, second] = [base, other].map((input) => dialect.sqlToQuery(orderFieldsProblem(hyexp, 7, input)));
    expect(second.sql).toBe(first.sql);
    expect(second.params).toEqual(expect.arrayContaining(['CA', 'M5V3L9', 1, 12.5, 'RMB']));
    expect(second.params).not.toContain(null);
    expect(second.sql).not.toMatch(/M5V3L9|RMB|12\.5/);
  });

  it('refuses each order that order entry refuses, on the cell of the field the form names, and imports the others when asked', async () => {
    const hyDhl = await idOf(channels, 'HY-DHL');
    const rule = await t.call('main', 'saveOrderRule', { customerId: await idOf(customers, 'C0002'), channelId: hyDhl, maxPieceWeight: 1.5, countries: ['CA', 'GB'] }, admin);
    expect(rule.code).toBe(0);
    const toCanada = { customerCode: 'C0002', channelCode: 'HY-DHL', weight: 3, 'receiver.country': 'CA', 'receiver.state': 'ON', 'receiver.postcode': 'M5V 3L9' };
    const file = await fillTemplate(receiveTemplate, 'receive', [
      orderRow('CR-A-0001'),
      orderRow('CR-A-0002', { channelCode: 'HY-AU-AIR' }),
      orderRow('CR-A-0003', { 'receiver.country': 'CA' }),
      orderRow('CR-A-0004', { 'receiver.postcode': '99501' }),
      orderRow('CR-A-0005', { customerCode: 'C1003' }),
      orderRow('CR-A-0006', { channelCode: 'HY-US-EPK' }),
      orderRow('CR-A-0007', { channelCode: 'HY-US-EPK', ...oneBox(1, 2.5) }),
      orderRow('CR-A-0008', { channelCode: 'HY-US-EPK', ...oneBox(1, 2), declaredCurrency: 'RMB' }),
      orderRow('CR-A-0009', { customerCode: 'C1001', channelCode: 'HY-DHL', declaredValue: 5000.01 }),
      orderRow('CR-A-0010', { customerCode: 'C0002', channelCode: 'HY-DHL', ...oneBox(1, 1) }),
      orderRow('CR-A-0011', { 'boxes.boxNo': 'B1', 'boxes.quantity': 1, 'boxes.weight': 1.5 }),
      orderRow('CR-A-0011', { 'boxes.boxNo': 'B2', 'boxes.quantity': 1, 'boxes.weight': 2 }),
      orderRow('CR-A-0012', { ...toCanada, 'boxes.boxNo': 'B1', 'boxes.quantity': 1, 'boxes.weight': 1 }),
      orderRow('CR-A-0012', { ...toCanada, 'boxes.boxNo': 'B2', 'boxes.quantity': 1, 'boxes.weight': 2 }),
    ]);

    const refused = await importWorkbook(t, admin, file);
    expect(refused.errorInfo).toMatchObject({ code: 20188, params: { problems: 10 } });
    expect(placed(refused)).toEqual([
      { row: 3, field: 'channelCode', code: 50020, params: { value: 'HY-AU-AIR' } },
      { row: 4, field: 'receiver.country', code: 101001, params: { channel: 'HY-US-AIR', value: 'CA' } },
      { row: 5, field: 'receiver.postcode', code: 101001, params: { channel: 'HY-US-AIR', value: '99501' } },
      { row: 6, field: 'channelCode', code: 50021, params: { value: 'HY-US-AIR' } },
      { row: 7, field: 'pieces', code: 50022, params: { max: 1 } },
      { row: 8, field: 'boxes.weight', code: 50022, params: { max: 2 } },
      { row: 9, field: 'declaredCurrency', code: 50023, params: { currency: 'USD' } },
      { row: 10, field: 'declaredValue', code: 50022, params: { max: 5000 } },
      { row: 11, field: 'receiver.country', code: 50024, params: { value: 'US' } },
      { row: 15, field: 'boxes.weight', code: 50022, params: { max: 1.5 } },
    ]);
    // Each in the cell of its field's column, as the order form's error names the field.
    for (const problem of problemsOf(refused)) expect(problem.cell, problem.field).toBe(cellOf('receive', problem.field, problem.row));
    const [disabled, country, , notAgreed, pieces] = problemsOf(refused);
    expect([disabled, country, notAgreed, pieces].map((problem) => describeRowProblem(problem, 'en-US').replace(/^[^:]*: /, ''))).toEqual([
      'the channel "HY-AU-AIR" is disabled', 'the channel "HY-US-AIR" has no service to this destination',
      'the channel "HY-US-AIR" is not in the customer\'s transport agreements', "must be at most 1 (the customer's order rules)",
    ]);
    expect(describeRowProblem(disabled, 'zh-CN')).toMatch(/: 渠道“HY-AU-AIR”已停用$/);

    const created = await importWorkbook(t, admin, file, { validRowsOnly: true });
    expect(created).toMatchObject({ status: 'succeeded', result: { created: 2, refused: 10, total: 12 } });
    const numbers = Array.from({ length: 12 }, (_, i) => `CR-A-${String(i + 1).padStart(4, '0')}`);
    expect((await ordersByCustomerNo(t, admin, numbers)).map((order) => order.customerNo)).toEqual(['CR-A-0001', 'CR-A-0011']);
  });

  it('refuses a destination the Amazon warehouse filled in on the warehouse code', async () => {
    const fbaTemplate = (await downloadTemplate(t, admin, 'fba')).bytes;
    const noAddress: Row = { 'receiver.country': null, 'receiver.state': null, 'receiver.city': null, 'receiver.postcode': null, 'receiver.address1': null };
    const task = await importWorkbook(t, admin, await fillTemplate(fbaTemplate, 'fba', [
      orderRow('CR-C-0001', { channelCode: 'HY-EU-SEA', ...noAddress }),
      orderRow('CR-C-0002', { channelCode: 'HY-EU-SEA' }),
    ]), { templateId: 'fba' });
    expect(placed(task)).toEqual([
      { row: 2, field: 'warehouseCode', code: 101001, params: { channel: 'HY-EU-SEA', value: 'US' } },
      { row: 3, field: 'receiver.country', code: 101001, params: { channel: 'HY-EU-SEA', value: 'US' } },
    ]);
    for (const problem of problemsOf(task)) expect(problem.cell).toBe(cellOf('fba', problem.field, problem.row));
  });

  it("checks a cargo owner's forecast against the partner carrier's channels, agreements and rules", async () => {
    const owner = await t.login('demoowner');
    // The carrier's customer for the owner may order on HY-DHL and HY-US-EPK alone.
    const channelIds = [await idOf(channels, 'HY-DHL'), await idOf(channels, 'HY-US-EPK')];
    expect((await t.call('main', 'saveTransAgreement', { customerId: await idOf(customers, 'C0001'), channelIds, validFrom: utcToday() }, admin)).code).toBe(0);
    const createTemplate = (await downloadTemplate(t, owner, 'create')).bytes;
    const task = await importWorkbook(t, owner, await fillTemplate(createTemplate, 'create', [
      orderRow('CR-B-0001', { channelCode: 'hy-dhl' }),
      orderRow('CR-B-0002', { channelCode: 'HY-AU-AIR' }),
      orderRow('CR-B-0003', { channelCode: 'HY-US-EPK' }),
      orderRow('CR-B-0004'),
    ]), { templateId: 'create', carrierCompanyNo: 'HYEXP' });
    expect(placed(task)).toEqual([
      { row: 3, field: 'channelCode', code: 50020, params: { value: 'HY-AU-AIR' } },
      { row: 4, field: 'pieces', code: 50022, params: { max: 1 } },
      { row: 5, field: 'channelCode', code: 50021, params: { value: 'HY-US-AIR' } },
    ]);
    for (const problem of problemsOf(task)) expect(problem.cell).toBe(cellOf('create', problem.field, problem.row));
    expect(await ordersByCustomerNo(t, owner, ['CR-B-0001', 'CR-B-0002', 'CR-B-0003', 'CR-B-0004'])).toEqual([]);
  });
});
