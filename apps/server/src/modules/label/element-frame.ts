import type { LabelElement } from '@parcelflow/contract';

/** Points per mm (PDF user space is 1/72 inch). */
export const PT_PER_MM = 72 / 25.4;
export const pt = (mm: number) => mm * PT_PER_MM;

/** Where content is drawn, in points of the current user space: the element's box, turned by its rotation. */
export type Frame = { x: number; y: number; width: number; height: number };

type Placed = Extract<LabelElement, { widthMm: number; rotation: number }>;

/**
 * Runs `draw` with the frame the element's content fills. Unrotated, that is its box on the page, drawn without a
 * transformation (most elements: a label has dozens). Rotated (clockwise), the user space is turned about the box so
 * that the frame's top-left corner is the content's; at 90 and 270 its width is the box's height.
 */
export function drawInFrame(doc: PDFKit.PDFDocument, element: Placed, draw: (frame: Frame) => void): void {
  const x = pt(element.xMm);
  const y = pt(element.yMm);
  const width = pt(element.widthMm);
  const height = pt(element.heightMm);
  if (element.rotation === 0) return draw({ x, y, width, height });
  doc.save();
  if (element.rotation === 90) doc.translate(x + width, y).rotate(90);
  else if (element.rotation === 180) doc.translate(x + width, y + height).rotate(180);
  else doc.translate(x, y + height).rotate(270);
  draw(element.rotation === 180 ? { x: 0, y: 0, width, height } : { x: 0, y: 0, width: height, height: width });
  doc.restore();
}
