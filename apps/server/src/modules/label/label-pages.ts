import type { InvoiceTableElement, LabelLayout, LabelOrder, OrderInvoiceLine } from '@parcelflow/contract';
import type { PieceIndex } from './field-values.ts';

/** The invoice lines one page's table shows, and the index of its first among the order's lines. */
export type InvoiceSlice = { first: number; lines: OrderInvoiceLine[] };
/** One page an order prints: for one of its pieces, or with a slice of its invoice lines, or neither. */
export type LabelPage = { piece: PieceIndex; invoice?: InvoiceSlice };

/** Rows of lines a table holds under its header row. */
export const invoiceRowsOf = (table: InvoiceTableElement) => Math.floor(table.heightMm / table.rowHeightMm) - 1;

/**
 * An order's pages: a page per piece (the order's pieces, 1 to 999), else one page, or as many as its invoice lines
 * fill in the layout's table (every page repeating the rest of the layout).
 */
export function pagesOf(layout: LabelLayout, order: LabelOrder): LabelPage[] {
  if (layout.pages === 'perPiece') return Array.from({ length: Math.max(1, order.pieces) }, (_, piece) => ({ piece }));
  const table = layout.elements.find((element): element is InvoiceTableElement => element.type === 'invoiceTable');
  if (!table) return [{ piece: undefined }];
  const rows = invoiceRowsOf(table);
  const count = Math.max(1, Math.ceil(order.invoiceLines.length / rows));
  return Array.from({ length: count }, (_, page) => ({
    piece: undefined,
    invoice: { first: page * rows, lines: order.invoiceLines.slice(page * rows, (page + 1) * rows) },
  }));
}
