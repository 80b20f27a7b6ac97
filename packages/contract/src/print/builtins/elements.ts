import type { LabelElementInput } from '../elements.ts';
import type { LabelField } from '../label-fields.ts';

type Box = [xMm: number, yMm: number, widthMm: number, heightMm: number];
type TextOptions = { fontSizePt?: number; bold?: boolean; align?: 'left' | 'center' | 'right' };
type FieldOptions = TextOptions & { prefix?: string; suffix?: string };

/** Short-hands the built-in layouts are written with. */
export const at = ([xMm, yMm, widthMm, heightMm]: Box) => ({ xMm, yMm, widthMm, heightMm });

export const text = (value: string, box: Box, options: TextOptions = {}): LabelElementInput =>
  ({ type: 'text', ...at(box), fontSizePt: 8, ...options, text: value });

export const field = (name: LabelField, box: Box, options: FieldOptions = {}): LabelElementInput =>
  ({ type: 'field', ...at(box), fontSizePt: 8, ...options, field: name });

export const barcode = (symbology: 'code128' | 'qr', name: LabelField, box: Box): LabelElementInput =>
  ({ type: 'barcode', ...at(box), symbology, value: { from: 'field', field: name } });

export const hLine = (yMm: number, xMm: number, x2Mm: number): LabelElementInput =>
  ({ type: 'line', xMm, yMm, x2Mm, y2Mm: yMm, thicknessMm: 0.3 });

export const frame = (box: Box): LabelElementInput => ({ type: 'box', ...at(box), thicknessMm: 0.4 });
