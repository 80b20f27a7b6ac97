import type { BarcodeSymbol } from './barcode-symbols.ts';
import type { Frame } from './element-frame.ts';

/**
 * Fills the rectangles `[x, y, width, height]` (in module units) scaled by the matrix, as one piece of content: pdfkit
 * would make each `re` its own buffer, and a label's barcodes have some three hundred.
 */
function fillModules(doc: PDFKit.PDFDocument, matrix: [number, number, number, number], rectangles: number[][]): void {
  const [scaleX, scaleY, x, y] = matrix;
  doc.save().transform(scaleX, 0, 0, scaleY, x, y).fillColor('black');
  doc.addContent(`${rectangles.map((rectangle) => `${rectangle.join(' ')} re`).join('\n')}\nf`);
  doc.restore();
}

/** Bars at full height across the frame's width, quiet zones inside it. */
function drawBars(doc: PDFKit.PDFDocument, symbol: Extract<BarcodeSymbol, { kind: 'bars' }>, frame: Frame): void {
  const modules = symbol.widths.reduce((sum, width) => sum + width, 0);
  const unit = frame.width / (modules + 2 * symbol.quietModules);
  const bars: number[][] = [];
  let at = 0;
  symbol.widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push([at, 0, width, 1]);
    at += width;
  });
  fillModules(doc, [unit, frame.height, frame.x + symbol.quietModules * unit, frame.y], bars);
}

/** Square cells as large as the frame allows, centred; a row's run of dark cells is one rectangle. */
function drawMatrix(doc: PDFKit.PDFDocument, symbol: Extract<BarcodeSymbol, { kind: 'matrix' }>, frame: Frame): void {
  const { columns, rows, cells, quietModules } = symbol;
  const unit = Math.min(frame.width / (columns + 2 * quietModules), frame.height / (rows + 2 * quietModules));
  const runs: number[][] = [];
  for (let row = 0; row < rows; row++) {
    let column = 0;
    while (column < columns) {
      if (!cells[row * columns + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < columns && cells[row * columns + column]) column++;
      runs.push([start, row, column - start, 1]);
    }
  }
  fillModules(doc, [unit, unit, frame.x + (frame.width - columns * unit) / 2, frame.y + (frame.height - rows * unit) / 2], runs);
}

/** Draws the symbol to fill the frame, its quiet zone included. */
export function drawBarcode(doc: PDFKit.PDFDocument, symbol: BarcodeSymbol, frame: Frame): void {
  if (symbol.kind === 'bars') drawBars(doc, symbol, frame);
  else drawMatrix(doc, symbol, frame);
}
