import { builtInTemplate, type ImportTemplate } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import type { ImportLookups } from './build-order-input.ts';
import { LOOKUPS, sheetRows, WAREHOUSE_ONT8, type RowSpec } from './import.fixture.ts';
import { openpyxlWorkbook } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { validateImport } from './validate-import.ts';
import { columnLetter } from './workbook-layout.ts';

const receive = builtInTemplate('receive');

async function importRows(specs: RowSpec[], template: ImportTemplate = receive, lookups: ImportLookups = LOOKUPS, lines?: RowSpec[]) {
  const sheets = [{ title: '订单', rows: sheetRows(template.columns, 'zh-CN', specs) }];
  if (lines) sheets.push({ title: '发票明细', rows: sheetRows(template.invoiceColumns ?? [], 'zh-CN', lines) });
  const read = await readImportWorkbook(openpyxlWorkbook(sheets), template, 'zh-CN');
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return validateImport(read.workbook, template, lookups);
}
/** The cell of a field in the built-in receive template, as the user sees it. */
const at = (field: string, row: number) => `${columnLetter(receive.columns.findIndex((column) => column.field === field) + 1)}${row}`;
const briefly = (result: Awaited<ReturnType<typeof importRows>>) => result.problems.map(({ row, cell, reason, code, params }) => ({ row, cell, reason, code, params }));

describe('rows to orders: the rules of order entry, every problem in one pass', () => {
  it('turns a row into the order input of the contract, codes resolved and texts converted', async () => {
    const result = await importRows([{ 'receiver.phone': 15550100, 'sender.postcode': 518057, 'receiver.country': 'us', packingType: 'wpx' }]);
    expect(result.problems).toEqual([]);
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]).toMatchObject({
      rows: [2],
      input: {
        kind: 'receive', customerId: 11, channelId: 21, customerNo: 'SO20240301001', pieces: 2, weight: 3.5, packingType: 'WPX',
        boxes: [{ boxNo: 'B1', quantity: 2, weight: 3.5, length: 30, width: 20, height: 10 }],
        receiver: { name: 'John Smith', phone: '15550100', country: 'US', postcode: '90001' }, sender: { postcode: '518057', city: '深圳' },
      },
    });
  });

  it('reports every problem of every row with row, cell, header, field, code and limits', async () => {
    const result = await importRows([
      { 'receiver.phone': null, weight: 'heavy' },
      { customerNo: 'SO2024B', 'receiver.name': 'x'.repeat(101), 'boxes.length': 0, customerCode: 'C9999' },
      {},
    ]);
    expect(briefly(result)).toEqual([
      { row: 2, cell: at('weight', 2), reason: 'invalidType', code: 50002, params: {} },
      { row: 2, cell: at('receiver.phone', 2), reason: 'required', code: 50001, params: {} },
      { row: 3, cell: at('customerCode', 3), reason: 'notFound', code: 50010, params: { value: 'C9999' } },
      { row: 3, cell: at('boxes.length', 3), reason: 'notAbove', code: 50015, params: { min: 0 } },
      { row: 3, cell: at('receiver.name', 3), reason: 'tooLong', code: 50005, params: { max: 100 } },
      { row: 4, cell: at('customerNo', 4), reason: 'sameOrderTwice', code: 20197, params: { firstRow: 2 } },
    ]);
    expect(result.problems[1]).toMatchObject({ sheet: '订单', column: '收件人电话(Receiver phone)', field: 'receiver.phone' });
    expect(result.orders).toEqual([]);
  });

  it('applies the import limits of 5.2: customer number at least 6, payment PP/CC/TP/CA, weight and pieces to 9999', async () => {
    const result = await importRows([
      { customerNo: 'SO123' },
      { customerNo: 'SO000002', paymentMethod: 'COD' },
      { customerNo: 'SO000003', weight: 10000 },
      { customerNo: 'SO000004', pieces: 1000 },
      { customerNo: 'SO000005', pieces: 10000 },
    ]);
    expect(briefly(result).map(({ row, reason, code, params }) => [row, reason, code, params])).toEqual([
      [2, 'tooShort', 50004, { min: 6 }],
      [3, 'invalidValue', 50008, {}],
      [4, 'tooBig', 50007, { max: 9999 }],
      [5, 'tooManyPieces', 40013, { max: 999 }],
      [6, 'tooBig', 50007, { max: 9999 }],
    ]);
    expect(result.problems[3]).toMatchObject({ field: 'pieces', cell: at('pieces', 5) });
  });

  it('gives 40013 for more than 999 pieces when the boxes carry them', async () => {
    const result = await importRows([{ pieces: 1000, 'boxes.quantity': 500 }, { pieces: 1000, 'boxes.quantity': 500 }]);
    expect(briefly(result)).toEqual([{ row: 2, cell: at('pieces', 2), reason: 'tooManyPieces', code: 40013, params: { max: 999 } }]);
  });

  it('reads consecutive rows of one customer number as the boxes of one order, refusing what differs', async () => {
    const boxes = [{ pieces: 3, 'boxes.boxNo': 'B1', 'boxes.quantity': 2 }, { pieces: 3, 'boxes.boxNo': 'B2', 'boxes.quantity': 1, 'boxes.weight': 1.2, itemName: null }];
    const result = await importRows(boxes);
    expect(result.problems).toEqual([]);
    expect(result.orders[0]).toMatchObject({ rows: [2, 3], input: { pieces: 3, boxes: [{ boxNo: 'B1', quantity: 2 }, { boxNo: 'B2', quantity: 1, weight: 1.2 }] } });
    const differing = await importRows([boxes[0], { ...boxes[1], 'receiver.name': 'Jane Doe' }]);
    expect(briefly(differing)).toEqual([{ row: 3, cell: at('receiver.name', 3), reason: 'differsFromFirstRow', code: 50014, params: { firstRow: 2 } }]);
    const short = await importRows([{ ...boxes[0], pieces: 4 }, { ...boxes[1], pieces: null }]);
    expect(briefly(short)).toEqual([{ row: 2, cell: at('pieces', 2), reason: 'mismatch', code: 50009, params: {} }]);
    // A later box takes nothing from the order's columns: its own weight is required.
    const weightless = await importRows([boxes[0], { ...boxes[1], 'boxes.weight': null }]);
    expect(briefly(weightless)).toEqual([{ row: 3, cell: at('boxes.weight', 3), reason: 'required', code: 50001, params: {} }]);
  });

  it('needs a channel: from the row, else the one chosen for the import (50062)', async () => {
    const noChannel = { ...LOOKUPS, channelId: undefined };
    expect(briefly(await importRows([{ channelCode: null }], receive, noChannel))).toEqual([{ row: 2, cell: at('channelCode', 2), reason: 'channelRequired', code: 50062, params: {} }]);
    expect((await importRows([{ channelCode: null }], receive, { ...LOOKUPS, channelId: 7 })).orders[0].input.channelId).toBe(7);
    const withoutColumn: ImportTemplate = { ...receive, columns: receive.columns.filter((column) => column.field !== 'channelCode') };
    expect((await importRows([{}], withoutColumn)).fileProblems).toEqual([{ code: 50062, reason: 'channelRequired', params: {} }]);
  });

  it('fills an FBA order\'s receiver from its Amazon warehouse and refuses an unknown one', async () => {
    const fba = builtInTemplate('fba');
    const address = { 'receiver.country': null, 'receiver.state': null, 'receiver.city': null, 'receiver.postcode': null, 'receiver.address1': null };
    const result = await importRows([address], fba);
    expect(result.orders[0].input.receiver).toMatchObject({ ...WAREHOUSE_ONT8, name: 'John Smith' });
    expect(briefly(await importRows([{ ...address, warehouseCode: 'XXX1' }], fba))[0]).toMatchObject({ reason: 'notFound', params: { value: 'XXX1' } });
  });

  it('links invoice lines to their order and reports lines without one, on the second sheet', async () => {
    const invoice = builtInTemplate('invoice');
    const lines = [{}, { 'invoiceLines.descriptionEn': 'Cable', 'invoiceLines.quantity': 0 }, { customerNo: 'SO-NONE-01' }];
    const result = await importRows([{}], invoice, LOOKUPS, lines);
    expect(result.problems.map(({ sheet, row, cell, reason, params }) => ({ sheet, row, cell, reason, params }))).toEqual([
      { sheet: '发票明细', row: 3, cell: 'D3', reason: 'tooSmall', params: { min: 1 } },
      { sheet: '发票明细', row: 4, cell: 'A4', reason: 'orphanInvoiceLine', params: { value: 'SO-NONE-01' } },
    ]);
    const valid = await importRows([{}], invoice, LOOKUPS, [{}, { 'invoiceLines.descriptionEn': 'Cable' }]);
    expect(valid.orders[0]).toMatchObject({ invoiceRows: [2, 3], input: { invoiceLines: [{ descriptionCn: '手机壳', quantity: 20 }, { descriptionEn: 'Cable' }] } });
  });

  it('keeps the valid orders apart from the refused ones, so the valid ones alone may be imported', async () => {
    const result = await importRows([{ customerNo: 'SO000001' }, { customerNo: 'SO000002', weight: -1 }, { customerNo: 'SO000003' }]);
    expect(result.orders.map((order) => order.rows)).toEqual([[2], [4]]);
    expect(result.problems.map((problem) => problem.row)).toEqual([3]);
  });
});
