import { z } from 'zod';
import { LABEL_LIMITS, labelElement, type LabelElement } from './elements.ts';
import { isPieceField, type LabelField } from './label-fields.ts';
import { labelPaper, paperSizeMm } from './paper.ts';

/**
 * How many pages an order prints: one, or one per piece (its sub-waybill barcode on each). On a page per piece every
 * element repeats, the piece's fields taking that piece's values.
 */
export const LABEL_PAGES = ['perOrder', 'perPiece'] as const;
export type LabelPages = (typeof LABEL_PAGES)[number];

type Issue = { path: (string | number)[]; reason: 'tooBig' | 'tooSmall' | 'notAllowed' | 'duplicate' | 'tooLong'; min?: number; max?: number };

/** The fields an element shows or encodes. */
function fieldsOf(element: LabelElement): LabelField[] {
  if (element.type === 'field') return [element.field];
  if (element.type === 'barcode' && element.value.from === 'field') return [element.value.field];
  return [];
}

/** An element that leaves the paper: its right or bottom edge (a line's far end) past the paper's. */
function boundsIssues(element: LabelElement, widthMm: number, heightMm: number): Issue[] {
  const issues: Issue[] = [];
  const reach = element.type === 'line'
    ? [['x2Mm', element.x2Mm, 0, widthMm], ['y2Mm', element.y2Mm, 0, heightMm]] as const
    : [['widthMm', element.widthMm, element.xMm, widthMm], ['heightMm', element.heightMm, element.yMm, heightMm]] as const;
  for (const [key, length, start, paper] of reach) {
    // A thousandth of a mm for sums of decimals (0.1 + 0.2).
    if (start + length > paper + 1e-3) issues.push({ path: [key], reason: 'tooBig', max: Math.max(0, paper - start) });
  }
  if (element.type === 'line') {
    if (element.xMm > widthMm) issues.push({ path: ['xMm'], reason: 'tooBig', max: widthMm });
    if (element.yMm > heightMm) issues.push({ path: ['yMm'], reason: 'tooBig', max: heightMm });
  }
  return issues;
}

/** Rules across elements: on the paper, piece fields only a page per piece, one invoice table and its columns in its box. */
function elementIssues(element: LabelElement, pages: LabelPages, tables: number): Issue[] {
  const issues: Issue[] = [];
  if (pages === 'perOrder' && fieldsOf(element).some(isPieceField)) {
    issues.push({ path: element.type === 'field' ? ['field'] : ['value', 'field'], reason: 'notAllowed' });
  }
  if (element.type === 'invoiceTable') {
    // Invoice lines paginate an order's pages; pieces would too: one or the other.
    if (pages === 'perPiece') issues.push({ path: ['type'], reason: 'notAllowed' });
    if (tables > 1) issues.push({ path: ['type'], reason: 'duplicate' });
    const columnsMm = element.columns.reduce((sum, column) => sum + column.widthMm, 0);
    if (columnsMm > element.widthMm + 1e-3) issues.push({ path: ['columns'], reason: 'tooLong', max: element.widthMm });
    // The header row and at least one line.
    if (element.heightMm < 2 * element.rowHeightMm) issues.push({ path: ['heightMm'], reason: 'tooSmall', min: 2 * element.rowHeightMm });
  }
  return issues;
}

function checkLayout(layout: { paper: z.infer<typeof labelPaper>; pages: LabelPages; elements: LabelElement[] }, ctx: z.RefinementCtx): void {
  const { widthMm, heightMm } = paperSizeMm(layout.paper);
  let tables = 0;
  layout.elements.forEach((element, index) => {
    if (element.type === 'invoiceTable') tables += 1;
    for (const issue of [...boundsIssues(element, widthMm, heightMm), ...elementIssues(element, layout.pages, tables)]) {
      ctx.addIssue({ code: 'custom', path: ['elements', index, ...issue.path], params: { reason: issue.reason, min: issue.min, max: issue.max } });
    }
  });
}

/** A print template's layout (issue 14): its paper, how many pages an order prints, and the elements on each page. */
export const labelLayout = z
  .strictObject({ paper: labelPaper, pages: z.enum(LABEL_PAGES), elements: z.array(labelElement).min(1).max(LABEL_LIMITS.elements) })
  // Rules across elements only on elements that are each valid (zod would run them after a continuable issue).
  .superRefine(checkLayout, { when: (payload) => payload.issues.length === 0 });
export type LabelLayout = z.infer<typeof labelLayout>;
export type LabelLayoutInput = z.input<typeof labelLayout>;
