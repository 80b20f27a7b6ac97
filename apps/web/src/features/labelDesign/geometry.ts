import { paperSizeMm, type LabelElement, type LabelPaper } from '@parcelflow/contract';

/** Drags and keys put positions and sizes on a 0.5 mm grid: fine enough for a label, coarse enough to line things up. */
export const SNAP_MM = 0.5;
/** An arrow key moves by one grid step, with Shift by ten, so a nudged element stays on the grid. */
export const NUDGE_MM = SNAP_MM;
export const SHIFT_NUDGE_MM = 10 * SNAP_MM;
/** Largest drawing scale: a 100 mm label on a wide screen would otherwise grow past what helps. */
const MAX_PX_PER_MM = 6;
const PT_PER_INCH = 72;
const MM_PER_INCH = 25.4;

export type Size = { widthMm: number; heightMm: number };

export const mmToPx = (mm: number, pxPerMm: number): number => mm * pxPerMm;
export const pxToMm = (px: number, pxPerMm: number): number => px / pxPerMm;
export const ptToMm = (pt: number): number => (pt * MM_PER_INCH) / PT_PER_INCH;

/** Pixels per mm that fit the whole paper into the room given (the canvas area), capped. */
export function fitScale(room: { width: number; height: number }, paper: Size): number {
  const fitted = Math.min(room.width / paper.widthMm, room.height / paper.heightMm);
  return Math.max(0.5, Math.min(MAX_PX_PER_MM, fitted));
}

/** To the nearest grid step; rounded again to 0.001 mm so 0.1 + 0.2 stays 0.3 in the saved layout. */
export function snapMm(mm: number): number {
  return Math.round(Math.round(mm / SNAP_MM) * SNAP_MM * 1000) / 1000;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The paper of a layout in mm. */
export const paperOf = (paper: LabelPaper): Size => paperSizeMm(paper);

/** A line's box (its two ends' span), or the element's own box. */
export function boundsOf(element: LabelElement): { xMm: number; yMm: number; widthMm: number; heightMm: number } {
  if (element.type !== 'line') return element;
  const xMm = Math.min(element.xMm, element.x2Mm);
  const yMm = Math.min(element.yMm, element.y2Mm);
  return { xMm, yMm, widthMm: Math.abs(element.x2Mm - element.xMm), heightMm: Math.abs(element.y2Mm - element.yMm) };
}

/**
 * The element moved by (dx, dy) mm from where it was: its corner snapped to the grid, then held on the paper (a
 * line by both ends). Moves are always from the element as the drag began, so rounding never accumulates.
 */
export function moveElement<E extends LabelElement>(element: E, dxMm: number, dyMm: number, paper: Size): E {
  const box = boundsOf(element);
  const xMm = clamp(snapMm(box.xMm + dxMm), 0, paper.widthMm - box.widthMm);
  const yMm = clamp(snapMm(box.yMm + dyMm), 0, paper.heightMm - box.heightMm);
  const shiftX = xMm - box.xMm;
  const shiftY = yMm - box.yMm;
  if (element.type === 'line') {
    return { ...element, xMm: round(element.xMm + shiftX), yMm: round(element.yMm + shiftY), x2Mm: round(element.x2Mm + shiftX), y2Mm: round(element.y2Mm + shiftY) };
  }
  return { ...element, xMm, yMm };
}

/**
 * The element's far corner (a line's far end) moved by (dx, dy) mm: snapped, at least one grid step in size and
 * no further than the paper's edge.
 */
export function resizeElement<E extends LabelElement>(element: E, dxMm: number, dyMm: number, paper: Size): E {
  if (element.type === 'line') {
    return { ...element, x2Mm: clamp(snapMm(element.x2Mm + dxMm), 0, paper.widthMm), y2Mm: clamp(snapMm(element.y2Mm + dyMm), 0, paper.heightMm) };
  }
  const widthMm = clamp(snapMm(element.widthMm + dxMm), SNAP_MM, paper.widthMm - element.xMm);
  const heightMm = clamp(snapMm(element.heightMm + dyMm), SNAP_MM, paper.heightMm - element.yMm);
  return { ...element, widthMm, heightMm };
}

const round = (mm: number) => Math.round(mm * 1000) / 1000;
