import { z } from 'zod';
import { BARCODE_SYMBOLOGIES } from './barcodes.ts';
import { invoiceColumn, labelField } from './label-fields.ts';
import { CUSTOM_PAPER_MM } from './paper.ts';

/** Bounds of a layout's elements (issue 14, "Bad input"). */
export const LABEL_LIMITS = {
  elements: 200,
  fontMinPt: 4,
  fontMaxPt: 72,
  text: 500,
  affix: 40,
  barcodeText: 200,
  header: 60,
  columns: 12,
  lineMinMm: 0.1,
  lineMaxMm: 5,
  rowMinMm: 2,
  rowMaxMm: 50,
} as const;
const L = LABEL_LIMITS;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
/** Degrees clockwise; the content turns inside its box, so at 90 and 270 it runs along the box's height. */
export const ROTATIONS = [0, 90, 180, 270] as const;

const positionMm = z.number().min(0).max(CUSTOM_PAPER_MM.max);
const lengthMm = z.number().gt(0).max(CUSTOM_PAPER_MM.max);
/** Where an element sits: its box's top-left corner, width and height, in mm from the paper's top-left corner. */
const placement = { xMm: positionMm, yMm: positionMm, widthMm: lengthMm, heightMm: lengthMm };
const rotation = z.literal(ROTATIONS).default(0);
const fontSizePt = z.number().min(L.fontMinPt).max(L.fontMaxPt);
const textStyle = { fontSizePt, bold: z.boolean().default(false), align: z.enum(TEXT_ALIGNS).default('left') };
const thicknessMm = z.number().min(L.lineMinMm).max(L.lineMaxMm);

/** Fixed text, such as a heading or a caption. */
export const textElement = z.strictObject({ type: z.literal('text'), ...placement, rotation, ...textStyle, text: z.string().trim().min(1).max(L.text) });

/** One field of the order; an empty value leaves the element out, with its prefix and suffix ("COD: " shows only with an amount). */
export const fieldElement = z.strictObject({
  type: z.literal('field'), ...placement, rotation, ...textStyle, field: labelField,
  prefix: z.string().max(L.affix).default(''), suffix: z.string().max(L.affix).default(''),
});

/** What a barcode encodes: a field of the order, or fixed text. */
export const barcodeValue = z.discriminatedUnion('from', [
  z.strictObject({ from: z.literal('field'), field: labelField }),
  z.strictObject({ from: z.literal('text'), text: z.string().trim().min(1).max(L.barcodeText) }),
]);
export type BarcodeValue = z.infer<typeof barcodeValue>;

/** A barcode drawn to fill its box, quiet zone included; a field with no value leaves it out. */
export const barcodeElement = z.strictObject({ type: z.literal('barcode'), ...placement, rotation, symbology: z.enum(BARCODE_SYMBOLOGIES), value: barcodeValue });

/** A straight line from (xMm, yMm) to (x2Mm, y2Mm). */
export const lineElement = z.strictObject({ type: z.literal('line'), xMm: positionMm, yMm: positionMm, x2Mm: positionMm, y2Mm: positionMm, thicknessMm });

/** A rectangle, outlined or filled. */
export const boxElement = z.strictObject({ type: z.literal('box'), ...placement, thicknessMm, filled: z.boolean().default(false) });

/** A picture (a logo) uploaded as a file (file/upload): PNG or JPEG, at most 2 MB, fitted into its box. */
export const imageElement = z.strictObject({ type: z.literal('image'), ...placement, rotation, fileId: z.number().int().positive() });

export const invoiceTableColumn = z.strictObject({ column: invoiceColumn, widthMm: lengthMm, header: z.string().trim().max(L.header), align: z.enum(TEXT_ALIGNS).default('left') });

/**
 * The order's invoice lines, a row each under a header row; lines past the box's last row continue on another page
 * of the same layout (the rest of the layout repeated on it).
 */
export const invoiceTableElement = z.strictObject({
  type: z.literal('invoiceTable'), ...placement, fontSizePt, rowHeightMm: z.number().min(L.rowMinMm).max(L.rowMaxMm),
  columns: z.array(invoiceTableColumn).min(1).max(L.columns),
});

export const labelElement = z.discriminatedUnion('type', [textElement, fieldElement, barcodeElement, lineElement, boxElement, imageElement, invoiceTableElement]);
export type LabelElement = z.infer<typeof labelElement>;
export type LabelElementInput = z.input<typeof labelElement>;
export type LabelElementType = LabelElement['type'];
export type InvoiceTableElement = z.infer<typeof invoiceTableElement>;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
