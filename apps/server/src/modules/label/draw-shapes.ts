import type { LabelElement } from '@parcelflow/contract';
import { pt } from './element-frame.ts';

type LineElement = Extract<LabelElement, { type: 'line' }>;
type BoxElement = Extract<LabelElement, { type: 'box' }>;

export function drawLine(doc: PDFKit.PDFDocument, line: LineElement): void {
  doc.moveTo(pt(line.xMm), pt(line.yMm)).lineTo(pt(line.x2Mm), pt(line.y2Mm)).lineWidth(pt(line.thicknessMm)).stroke('black');
}

/** An outline drawn inside the box (a stroke is centred on its path), or the box filled. */
export function drawBox(doc: PDFKit.PDFDocument, box: BoxElement): void {
  if (box.filled) {
    doc.rect(pt(box.xMm), pt(box.yMm), pt(box.widthMm), pt(box.heightMm)).fill('black');
    return;
  }
  const inset = box.thicknessMm / 2;
  doc.rect(pt(box.xMm + inset), pt(box.yMm + inset), pt(box.widthMm - box.thicknessMm), pt(box.heightMm - box.thicknessMm)).lineWidth(pt(box.thicknessMm)).stroke('black');
}
