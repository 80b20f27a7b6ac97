import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderImportResult } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderNosOf, type OrderBatch } from './order-batch-insert.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, ordersByCustomerNo } from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('the orders an import created', () => {
  it('are named in its result, in the file\'s order, so the import page can open the order list on them', async () => {
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const customerNos = ['NOS-0001', 'NOS-0002', 'NOS-0003'];
    const task = await importWorkbook(t, admin, await fillTemplate(template, 'receive', customerNos.map((customerNo) => orderRow(customerNo))));
    expect(task.status).toBe('succeeded');
    const listed = await ordersByCustomerNo(t, admin, customerNos);
    expect((task.result as OrderImportResult).orderNos).toEqual(listed.map((order) => order.orderNo));
  });

  it('are listed up to the limit given, the first ones first', () => {
    const batch = (from: number, count: number): OrderBatch => ({
      orders: Array.from({ length: count }, (_, index) => ({ order_no: `PF261125${String(from + index).padStart(8, '0')}` })), boxes: [], lines: [], heads: [], notes: [], prices: [],
    });
    const numbers = orderNosOf([batch(1, 2), batch(3, 2)], 3);
    expect(numbers).toEqual(['PF26112500000001', 'PF26112500000002', 'PF26112500000003']);
  });
});
