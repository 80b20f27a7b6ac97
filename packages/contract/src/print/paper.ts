import { z } from 'zod';

/** Paper a print template is laid out on (issue 14): two thermal label sizes, A4, or the user's own in mm. */
export const PAPER_SIZES = ['100x100', '100x150', 'A4', 'custom'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** A custom paper's width and height: from a narrow label roll up to A3's long side. */
export const CUSTOM_PAPER_MM = { min: 20, max: 420 } as const;

const STANDARD_PAPER_MM = {
  '100x100': { widthMm: 100, heightMm: 100 },
  '100x150': { widthMm: 100, heightMm: 150 },
  A4: { widthMm: 210, heightMm: 297 },
} as const;

const paperMm = z.number().min(CUSTOM_PAPER_MM.min).max(CUSTOM_PAPER_MM.max);

export const labelPaper = z.discriminatedUnion('size', [
  z.strictObject({ size: z.enum(['100x100', '100x150', 'A4']) }),
  z.strictObject({ size: z.literal('custom'), widthMm: paperMm, heightMm: paperMm }),
]);
export type LabelPaper = z.infer<typeof labelPaper>;

/** The paper's width and height in mm, portrait. */
export function paperSizeMm(paper: LabelPaper): { widthMm: number; heightMm: number } {
  return paper.size === 'custom' ? { widthMm: paper.widthMm, heightMm: paper.heightMm } : STANDARD_PAPER_MM[paper.size];
}
