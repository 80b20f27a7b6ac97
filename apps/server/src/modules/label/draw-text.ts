import type { LabelElement } from '@parcelflow/contract';
import type { Frame } from './element-frame.ts';

type Styled = Extract<LabelElement, { fontSizePt: number; align: string; bold: boolean }>;

/**
 * Writes `text` from the frame's top-left corner. Text that fits on one line is placed by its measured width
 * (pdfkit's line breaking, the costliest part of a label, is skipped); longer text is wrapped to the frame's width
 * and cut at its height with an ellipsis, a frame lower than one line still showing that line.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, style: Styled, frame: Frame): void {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.fontSizePt);
  const width = doc.widthOfString(text);
  if (width <= frame.width && !text.includes('\n')) {
    const offset = style.align === 'left' ? 0 : (frame.width - width) / (style.align === 'center' ? 2 : 1);
    doc.text(text, frame.x + offset, frame.y, { lineBreak: false });
    return;
  }
  const height = Math.max(frame.height, doc.currentLineHeight(true));
  doc.text(text, frame.x, frame.y, { width: frame.width, height, align: style.align, ellipsis: true });
}
