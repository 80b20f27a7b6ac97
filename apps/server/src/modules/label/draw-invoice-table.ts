import type { InvoiceTableElement, TextAlign } from '@parcelflow/contract';
import { pt } from './element-frame.ts';
import { invoiceCellOf } from './field-values.ts';
import type { InvoiceSlice } from './label-pages.ts';

const PADDING_PT = 2;

/** One row of cells, each on one line (cut with an ellipsis), centred in the row's height. */
function drawRow(doc: PDFKit.PDFDocument, table: InvoiceTableElement, texts: string[], aligns: TextAlign[], top: number): void {
  const lineHeight = doc.currentLineHeight(true);
  const y = top + Math.max(0, (pt(table.rowHeightMm) - lineHeight) / 2);
  let x = pt(table.xMm);
  table.columns.forEach((column, index) => {
    const width = pt(column.widthMm);
    doc.text(texts[index] ?? '', x + PADDING_PT, y, { width: Math.max(1, width - 2 * PADDING_PT), height: lineHeight, align: aligns[index], ellipsis: true });
    x += width;
  });
}

/** The header row in bold, a rule under it and under the last line, then a row per invoice line of the slice. */
export function drawInvoiceTable(doc: PDFKit.PDFDocument, table: InvoiceTableElement, slice: InvoiceSlice): void {
  const rowHeight = pt(table.rowHeightMm);
  const left = pt(table.xMm);
  const right = left + table.columns.reduce((sum, column) => sum + pt(column.widthMm), 0);
  const top = pt(table.yMm);
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('black');
  doc.font('bold').fontSize(table.fontSizePt);
  drawRow(doc, table, table.columns.map((column) => column.header), table.columns.map((column) => column.align), top);
  rule(top + rowHeight);
  doc.font('regular');
  slice.lines.forEach((line, index) => {
    const texts = table.columns.map((column) => invoiceCellOf(line, column.column, slice.first + index));
    drawRow(doc, table, texts, table.columns.map((column) => column.align), top + (index + 1) * rowHeight);
  });
  if (slice.lines.length) rule(top + (slice.lines.length + 1) * rowHeight);
}
