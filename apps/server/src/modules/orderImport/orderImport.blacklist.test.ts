import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcelRowProblem, OrderHistoryEntry, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, ordersByCustomerNo } from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
let receiveTemplate: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  receiveTemplate = (await downloadTemplate(t, admin, 'receive')).bytes;
  const entries = [
    { subject: 'phone', matchKind: 'exact', value: '+1 555 0199' },
    { subject: 'company', matchKind: 'contains', value: 'Evil Corp' },
    { subject: 'senderName', matchKind: 'pattern', value: '韩*梅梅' },
  ];
  for (const entry of entries) expect((await t.call('main', 'saveBlacklistEntry', entry, admin)).code).toBe(0);
  expect((await t.call('main', 'saveBlacklistRule', { subject: 'company', fields: ['receiver.company', 'sender.company'], action: 'hold', enabled: true }, admin)).code).toBe(0);
  expect((await t.call('main', 'saveBlacklistRule', { subject: 'senderName', fields: ['sender.name'], action: 'warn', enabled: true }, admin)).code).toBe(0);
});
afterAll(() => t.close());

const problemsOf = (task: TaskView) => (task.errorInfo?.importErrors ?? []) as ExcelRowProblem[];
const rows = () => [
  orderRow('BL-0001'),
  orderRow('BL-0002', { 'receiver.phone': '(1) 555-0199' }),
  orderRow('BL-0003', { 'receiver.company': 'EVIL CORP Holdings' }),
  orderRow('BL-0004', { 'sender.name': '韩梅梅' }),
  orderRow('BL-0005', { 'sender.phone': '15550199', 'receiver.phone': '1 555 0199' }),
];

describe('the blacklist in the Excel import', () => {
  it('reports every refused row by row and column, and imports nothing unless asked', async () => {
    const task = await importWorkbook(t, admin, await fillTemplate(receiveTemplate, 'receive', rows()));
    expect(problemsOf(task).map(({ row, field, column, code, params }) => ({ row, field, hasColumn: Boolean(column), code, params }))).toEqual([
      { row: 3, field: 'receiver.phone', hasColumn: true, code: 101002, params: { value: '+1 555 0199' } },
      { row: 6, field: 'receiver.phone', hasColumn: true, code: 101002, params: { value: '+1 555 0199' } },
      { row: 6, field: 'sender.phone', hasColumn: true, code: 101002, params: { value: '+1 555 0199' } },
    ]);
    expect(await ordersByCustomerNo(t, admin, ['BL-0001'])).toEqual([]);
  });

  it('imports the others when asked: a held order waits to be corrected, a warned one for audit, each with its history', async () => {
    const task = await importWorkbook(t, admin, await fillTemplate(receiveTemplate, 'receive', rows()), { validRowsOnly: true, autoAudit: true });
    expect(task, JSON.stringify(task.errorInfo)).toMatchObject({ status: 'succeeded', result: { created: 3, refused: 2 } });
    const orders = await ordersByCustomerNo(t, admin, ['BL-0001', 'BL-0003', 'BL-0004']);
    const statusOf = (customerNo: string) => orders.find((order) => order.customerNo === customerNo)?.status;
    expect(statusOf('BL-0003')).toBe('toBeCorrected');
    expect(statusOf('BL-0001')).not.toBe('toBeCorrected');
    const historyOf = async (customerNo: string) =>
      (await t.call<OrderHistoryEntry[]>('main', 'getOrderHistory', { id: orders.find((order) => order.customerNo === customerNo)?.id }, admin)).body;
    expect((await historyOf('BL-0003')).map((entry) => entry.action)).toEqual(['create', 'blacklistHold']);
    expect((await historyOf('BL-0004')).find((entry) => entry.action === 'blacklistWarn')?.changes).toEqual([{ field: 'sender.name', before: null, after: '韩*梅梅' }]);
  });
});
