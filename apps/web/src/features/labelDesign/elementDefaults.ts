import type { InvoiceColumn, LabelElement, LabelElementType } from '@parcelflow/contract';
import type { Size } from './geometry.ts';

/** The element types the toolbar adds, in its order. */
export const ADDABLE_TYPES = ['text', 'field', 'barcode', 'line', 'box', 'image', 'invoiceTable'] as const satisfies readonly LabelElementType[];

/** Where a new element goes: near the paper's top-left corner, where it is easy to find and drag from. */
const MARGIN_MM = 5;

/** The columns a new invoice table starts with; their widths add up to the table's. */
const TABLE_COLUMNS: readonly { column: InvoiceColumn; widthMm: number; align: 'left' | 'right' }[] = [
  { column: 'lineNo', widthMm: 8, align: 'left' },
  { column: 'descriptionEn', widthMm: 42, align: 'left' },
  { column: 'quantity', widthMm: 14, align: 'right' },
  { column: 'unitPrice', widthMm: 16, align: 'right' },
];

export type NewElementTexts = {
  /** A new text element's words (a text must not be empty). */
  text: string;
  /** A new invoice table's column headers. */
  header: (column: InvoiceColumn) => string;
};

/**
 * A new element of the type, valid as the contract parses it and inside the paper: a size a user would start from,
 * shrunk to the paper when it is smaller. An image needs the uploaded file's id.
 */
export function newElement(type: LabelElementType, paper: Size, texts: NewElementTexts, fileId = 0): LabelElement {
  const room = { widthMm: paper.widthMm - MARGIN_MM, heightMm: paper.heightMm - MARGIN_MM };
  const box = (widthMm: number, heightMm: number) => ({
    xMm: MARGIN_MM, yMm: MARGIN_MM, widthMm: Math.min(widthMm, room.widthMm), heightMm: Math.min(heightMm, room.heightMm),
  });
  const style = { rotation: 0, fontSizePt: 10, bold: false, align: 'left' } as const;
  switch (type) {
    case 'text': return { type, ...box(40, 6), ...style, text: texts.text };
    case 'field': return { type, ...box(50, 6), ...style, field: 'waybillNo', prefix: '', suffix: '' };
    case 'barcode': return { type, ...box(60, 15), rotation: 0, symbology: 'code128', value: { from: 'field', field: 'waybillNo' } };
    case 'line': return { type, xMm: MARGIN_MM, yMm: MARGIN_MM, x2Mm: MARGIN_MM + Math.min(50, room.widthMm), y2Mm: MARGIN_MM, thicknessMm: 0.3 };
    case 'box': return { type, ...box(40, 20), thicknessMm: 0.3, filled: false };
    case 'image': return { type, ...box(30, 15), rotation: 0, fileId };
    case 'invoiceTable': {
      const columns = TABLE_COLUMNS.map((column) => ({ ...column, header: texts.header(column.column) }));
      return { type, ...box(columns.reduce((sum, column) => sum + column.widthMm, 0), 36), fontSizePt: 8, rowHeightMm: 6, columns };
    }
  }
}
