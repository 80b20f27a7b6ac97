import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans Hans (Noto Sans CJK's Simplified Chinese subset, about 30,800 characters: simplified and traditional Han,
 * Latin, kana, punctuation; SIL Open Font License 1.1), shipped by the npm package @embedpdf/fonts-sc. pdfkit embeds
 * only the glyphs a PDF uses.
 */
const FONTS_FOLDER = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
export const LABEL_FONT_FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;
export type LabelFont = keyof typeof LABEL_FONT_FILES;

let fonts: Record<LabelFont, Font> | undefined;

/** A font file read and parsed by fontkit, the parser pdfkit uses. */
const parsed = (file: string) => create(readFileSync(join(FONTS_FOLDER, file))) as Font;

/**
 * Registers the label fonts under the names 'regular' and 'bold'. They are read and parsed once per thread and
 * handed to every PDF parsed (pdfkit takes a fontkit font as well as bytes, its types say only bytes): parsing the
 * two 8 MB files for each PDF cost some 150 ms, as much as a hundred labels.
 */
export function registerLabelFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= { regular: parsed(LABEL_FONT_FILES.regular), bold: parsed(LABEL_FONT_FILES.bold) };
  doc.registerFont('regular', fonts.regular as never);
  doc.registerFont('bold', fonts.bold as never);
}
