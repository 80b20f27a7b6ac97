import type { BarcodeSymbol } from './barcode-symbols.ts';
import type { Frame } from './element-frame.ts';

/** Bars at full height across the frame's width, quiet zones inside it, in module units so the content stays small. */
function drawBars(doc: PDFKit.PDFDocument, symbol: Extract<BarcodeSymbol, { kind: 'bars' }>, frame: Frame): void {
  const modules = symbol.widths.reduce((sum, width) => sum + width, 0);
  const unit = frame.width / (modules + 2 * symbol.quietModules);
  doc.save().transform(unit, 0, 0, frame.height, frame.x + symbol.quietModules * unit, frame.y);
  let at = 0;
  symbol.widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(at, 0, width, 1);
    at += width;
  });
  doc.fill('black').restore();
}

/** Square cells as large as the frame allows, centred; a row's run of dark cells is one rectangle. */
function drawMatrix(doc: PDFKit.PDFDocument, symbol: Extract<BarcodeSymbol, { kind: 'matrix' }>, frame: Frame): void {
  const { columns, rows, cells, quietModules } = symbol;
  const unit = Math.min(frame.width / (columns + 2 * quietModules), frame.height / (rows + 2 * quietModules));
  doc.save().transform(unit, 0, 0, unit, frame.x + (frame.width - columns * unit) / 2, frame.y + (frame.height - rows * unit) / 2);
  for (let row = 0; row < rows; row++) {
    let column = 0;
    while (column < columns) {
      if (!cells[row * columns + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < columns && cells[row * columns + column]) column++;
      doc.rect(start, row, column - start, 1);
    }
  }
  doc.fill('black').restore();
}

/** Draws the symbol to fill the frame, its quiet zone included. */
export function drawBarcode(doc: PDFKit.PDFDocument, symbol: BarcodeSymbol, frame: Frame): void {
  if (symbol.kind === 'bars') drawBars(doc, symbol, frame);
  else drawMatrix(doc, symbol, frame);
}
