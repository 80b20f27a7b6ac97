import { CommandError, PRINT_RESULT_CODES, type LabelElement, type LabelLayout, type LabelOrder } from '@parcelflow/contract';
import { BarcodeRefusedError, encodeBarcode, type BarcodeSymbol } from './barcode-symbols.ts';
import { drawBarcode } from './draw-barcode.ts';
import { drawInvoiceTable } from './draw-invoice-table.ts';
import { drawBox, drawLine } from './draw-shapes.ts';
import { drawText } from './draw-text.ts';
import { drawInFrame } from './element-frame.ts';
import { fieldValueOf } from './field-values.ts';
import type { LabelPage } from './label-pages.ts';

/** An image pdfkit opened (decoded once per PDF), by file id. */
export type OpenedImage = { readonly width: number; readonly height: number };
/** What drawing an order's pages needs besides the page: the PDF's images, the order's barcodes encoded once. */
export type OrderDrawing = { order: LabelOrder; images: ReadonlyMap<number, OpenedImage>; symbols: Map<string, BarcodeSymbol> };

type BarcodeElement = Extract<LabelElement, { type: 'barcode' }>;

/** The barcode of `value`, or 20141 naming the order, the symbology, the field and the encoder's reason. */
function symbolOf(element: BarcodeElement, value: string, drawing: OrderDrawing): BarcodeSymbol {
  const key = `${element.symbology}\n${value}`;
  let symbol = drawing.symbols.get(key);
  if (symbol) return symbol;
  try {
    symbol = encodeBarcode(element.symbology, value);
  } catch (error) {
    if (!(error instanceof BarcodeRefusedError)) throw error;
    const field = element.value.from === 'field' ? element.value.field : 'text';
    throw new CommandError(PRINT_RESULT_CODES.barcodeFailed, { orderNo: drawing.order.orderNo, symbology: element.symbology, field, reason: error.reason });
  }
  drawing.symbols.set(key, symbol);
  return symbol;
}

function drawElement(doc: PDFKit.PDFDocument, element: LabelElement, page: LabelPage, drawing: OrderDrawing): void {
  switch (element.type) {
    case 'text':
      return drawInFrame(doc, element, (frame) => drawText(doc, element.text, element, frame));
    case 'field': {
      const value = fieldValueOf(drawing.order, element.field, page.piece);
      if (value) drawInFrame(doc, element, (frame) => drawText(doc, `${element.prefix}${value}${element.suffix}`, element, frame));
      return;
    }
    case 'barcode': {
      const value = element.value.from === 'text' ? element.value.text : fieldValueOf(drawing.order, element.value.field, page.piece);
      if (value) {
        const symbol = symbolOf(element, value, drawing);
        drawInFrame(doc, element, (frame) => drawBarcode(doc, symbol, frame));
      }
      return;
    }
    case 'line':
      return drawLine(doc, element);
    case 'box':
      return drawBox(doc, element);
    case 'image': {
      const image = drawing.images.get(element.fileId);
      // pdfkit draws an image it opened before (its types name only bytes and paths): the logo is embedded once per PDF.
      if (image) drawInFrame(doc, element, (frame) => doc.image(image as never, frame.x, frame.y, { fit: [frame.width, frame.height], align: 'center', valign: 'center' }));
      return;
    }
    case 'invoiceTable':
      if (page.invoice) drawInvoiceTable(doc, element, page.invoice);
  }
}

/** Draws every element of the layout on the current page, in the layout's order (later ones on top). */
export function drawPage(doc: PDFKit.PDFDocument, layout: LabelLayout, page: LabelPage, drawing: OrderDrawing): void {
  for (const element of layout.elements) drawElement(doc, element, page, drawing);
}
