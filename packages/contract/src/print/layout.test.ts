import { describe, expect, it } from 'vitest';
import { problemOfIssue, valueAtPath } from '../field-problem.ts';
import { ORDER_KINDS } from '../order/enums.ts';
import { orderParty } from '../order/view.ts';
import { BUILT_IN_COMMERCIAL_INVOICE } from './builtins/commercial-invoice.ts';
import { BUILT_IN_THERMAL_LABELS } from './builtins/thermal-label.ts';
import { LABEL_FIELDS } from './label-fields.ts';
import { labelOrder } from './label-order.ts';
import { labelLayout } from './layout.ts';

const label = (elements: unknown[], extra: Record<string, unknown> = {}) => ({ paper: { size: '100x150' }, pages: 'perOrder', elements, ...extra });
const waybillBarcode = { type: 'barcode', xMm: 5, yMm: 5, widthMm: 90, heightMm: 20, symbology: 'code128', value: { from: 'field', field: 'waybillNo' } };

/** The problems a 400 answer would carry for this layout, as {field, reason, max?}. */
function problems(layout: unknown) {
  const result = labelLayout.safeParse(layout);
  return result.success ? [] : result.error.issues.map((issue) => problemOfIssue(issue, valueAtPath(layout, issue.path)));
}

describe('label layout contract', () => {
  it('takes every kind of element and fills in the defaults', () => {
    const layout = label([
      { type: 'text', xMm: 5, yMm: 30, widthMm: 40, heightMm: 5, fontSizePt: 9, text: '收件人 To' },
      { type: 'field', xMm: 5, yMm: 36, widthMm: 90, heightMm: 5, fontSizePt: 9, field: 'receiver.name', bold: true, rotation: 90 },
      waybillBarcode,
      { type: 'barcode', xMm: 60, yMm: 60, widthMm: 30, heightMm: 30, symbology: 'datamatrix', value: { from: 'text', text: 'FIXED-1' } },
      { type: 'line', xMm: 0, yMm: 50, x2Mm: 100, y2Mm: 50, thicknessMm: 0.3 },
      { type: 'box', xMm: 1, yMm: 1, widthMm: 98, heightMm: 148, thicknessMm: 0.5 },
      { type: 'image', xMm: 70, yMm: 120, widthMm: 25, heightMm: 25, fileId: 12 },
      { type: 'invoiceTable', xMm: 5, yMm: 95, widthMm: 90, heightMm: 20, fontSizePt: 7, rowHeightMm: 5, columns: [{ column: 'descriptionEn', widthMm: 60, header: 'Goods' }, { column: 'quantity', widthMm: 30, header: 'Qty', align: 'right' }] },
    ]);
    const parsed = labelLayout.parse(layout);
    expect(parsed.elements[0]).toMatchObject({ rotation: 0, bold: false, align: 'left' });
    expect(parsed.elements[1]).toMatchObject({ rotation: 90, prefix: '', suffix: '' });
    expect(parsed.elements[5]).toMatchObject({ filled: false });
  });

  it('refuses a field that does not exist, in a field element and in a barcode', () => {
    expect(problems(label([{ type: 'field', xMm: 5, yMm: 5, widthMm: 50, heightMm: 5, fontSizePt: 9, field: 'receiver.shoeSize' }]))).toEqual([{ field: 'elements.0.field', reason: 'notFound' }]);
    expect(problems(label([{ ...waybillBarcode, value: { from: 'field', field: 'trackingNo' } }]))).toEqual([{ field: 'elements.0.value.field', reason: 'notFound' }]);
    expect(problems(label([{ ...waybillBarcode, value: { from: 'field' } }]))).toEqual([{ field: 'elements.0.value.field', reason: 'required' }]);
  });

  it('refuses an unknown symbology, element type or key', () => {
    expect(problems(label([{ ...waybillBarcode, symbology: 'pdf417' }]))).toEqual([{ field: 'elements.0.symbology', reason: 'invalidValue' }]);
    expect(problems(label([{ ...waybillBarcode, type: 'video' }]))[0]).toMatchObject({ field: 'elements.0.type' });
    expect(problems(label([{ ...waybillBarcode, colour: 'red' }]))).toEqual([{ field: 'elements.0', reason: 'unknownField' }]);
  });

  it('keeps every element on the paper', () => {
    expect(problems(label([{ ...waybillBarcode, xMm: 20 }]))).toEqual([{ field: 'elements.0.widthMm', reason: 'tooBig', max: 80 }]);
    expect(problems(label([{ ...waybillBarcode, yMm: 140 }]))).toEqual([{ field: 'elements.0.heightMm', reason: 'tooBig', max: 10 }]);
    expect(problems(label([{ type: 'line', xMm: 0, yMm: 10, x2Mm: 101, y2Mm: 10, thicknessMm: 0.3 }]))).toEqual([{ field: 'elements.0.x2Mm', reason: 'tooBig', max: 100 }]);
    expect(problems(label([waybillBarcode], { paper: { size: 'A4' } }))).toEqual([]);
  });

  it('bounds a custom paper and needs both its sides', () => {
    const custom = (paper: Record<string, unknown>) => problems(label([{ ...waybillBarcode, widthMm: 10, heightMm: 10 }], { paper: { size: 'custom', ...paper } }));
    expect(custom({ widthMm: 60, heightMm: 40 })).toEqual([]);
    expect(custom({ widthMm: 10, heightMm: 40 })).toEqual([{ field: 'paper.widthMm', reason: 'tooSmall', min: 20 }]);
    expect(custom({ widthMm: 60, heightMm: 500 })).toEqual([{ field: 'paper.heightMm', reason: 'tooBig', max: 420 }]);
    expect(custom({ widthMm: 60 })).toEqual([{ field: 'paper.heightMm', reason: 'required' }]);
    expect(problems(label([waybillBarcode], { paper: { size: 'A5' } }))[0]).toMatchObject({ field: 'paper.size' });
  });

  it('takes a piece\'s fields only on a page per piece, and an invoice table only on a page per order, once', () => {
    const pieceBarcode = { ...waybillBarcode, value: { from: 'field', field: 'piece.subWaybillNo' } };
    expect(problems(label([pieceBarcode]))).toEqual([{ field: 'elements.0.value.field', reason: 'notAllowed' }]);
    expect(problems(label([pieceBarcode], { pages: 'perPiece' }))).toEqual([]);
    const table = { type: 'invoiceTable', xMm: 5, yMm: 40, widthMm: 90, heightMm: 50, fontSizePt: 7, rowHeightMm: 5, columns: [{ column: 'descriptionEn', widthMm: 90, header: 'Goods' }] };
    expect(problems(label([table], { pages: 'perPiece' }))).toEqual([{ field: 'elements.0.type', reason: 'notAllowed' }]);
    expect(problems(label([table, table]))).toEqual([{ field: 'elements.1.type', reason: 'duplicate' }]);
    expect(problems(label([{ ...table, columns: [...table.columns, { column: 'lineValue', widthMm: 10, header: 'Value' }] }]))).toEqual([{ field: 'elements.0.columns', reason: 'tooLong', max: 90 }]);
    expect(problems(label([{ ...table, columns: [{ column: 'colour', widthMm: 10, header: 'x' }] }]))).toEqual([{ field: 'elements.0.columns.0.column', reason: 'notFound' }]);
    expect(problems(label([{ ...table, heightMm: 9 }]))).toEqual([{ field: 'elements.0.heightMm', reason: 'tooSmall', min: 10 }]);
  });

  it('refuses a layout without elements and text out of bounds', () => {
    expect(problems(label([]))).toEqual([{ field: 'elements', reason: 'required', min: 1 }]);
    expect(problems(label([{ type: 'text', xMm: 5, yMm: 5, widthMm: 50, heightMm: 5, fontSizePt: 2, text: 'x' }]))).toEqual([{ field: 'elements.0.fontSizePt', reason: 'tooSmall', min: 4 }]);
    expect(problems(label([{ type: 'text', xMm: 5, yMm: 5, widthMm: 50, heightMm: 5, fontSizePt: 9, text: 'x'.repeat(501) }]))).toEqual([{ field: 'elements.0.text', reason: 'tooLong', max: 500 }]);
  });
});

describe('label field catalogue', () => {
  it('names only fields the order has: its own, its parties\', combined and piece values', () => {
    const partyKeys = Object.keys(orderParty.shape);
    for (const field of LABEL_FIELDS) {
      const [head = '', rest] = field.split('.');
      if (head === 'receiver' || head === 'sender') expect(rest === 'address' || partyKeys.includes(rest ?? ''), field).toBe(true);
      else if (!['piece', 'invoice', 'referenceNos', 'declaredValueWithCurrency'].includes(head)) expect(Object.keys(labelOrder.shape), field).toContain(head);
    }
  });
});

describe('built-in layouts', () => {
  it('gives each order kind a 100x150 label, a page per piece, with the waybill and sub-waybill in Code 128 and a QR code', () => {
    for (const kind of ORDER_KINDS) {
      const layout = BUILT_IN_THERMAL_LABELS[kind];
      expect(layout).toMatchObject({ paper: { size: '100x150' }, pages: 'perPiece' });
      const barcodes = layout.elements.flatMap((element) => (element.type === 'barcode' ? [[element.symbology, element.value]] : []));
      expect(barcodes).toEqual([
        ['code128', { from: 'field', field: 'waybillNo' }],
        ['qr', { from: 'field', field: 'waybillNo' }],
        ['code128', { from: 'field', field: 'piece.subWaybillNo' }],
      ]);
      const fields = layout.elements.flatMap((element) => (element.type === 'field' ? [element.field] : []));
      expect(fields).toEqual(expect.arrayContaining(['sender.name', 'receiver.name', 'receiver.address', 'channelName', 'piece.ofPieces', 'weight', 'declaredValueWithCurrency', 'referenceNos', 'codAmount']));
    }
    expect(BUILT_IN_THERMAL_LABELS.fba.elements).toContainEqual(expect.objectContaining({ field: 'warehouseCode' }));
  });

  it('gives an A4 commercial invoice with a table of the invoice lines', () => {
    expect(BUILT_IN_COMMERCIAL_INVOICE).toMatchObject({ paper: { size: 'A4' }, pages: 'perOrder' });
    expect(BUILT_IN_COMMERCIAL_INVOICE.elements.filter((element) => element.type === 'invoiceTable')).toHaveLength(1);
  });
});
