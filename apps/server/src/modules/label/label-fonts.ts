import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Noto Sans Hans (Noto Sans CJK's Simplified Chinese subset, about 30,800 characters: simplified and traditional Han,
 * Latin, kana, punctuation; SIL Open Font License 1.1), shipped by the npm package @embedpdf/fonts-sc. pdfkit embeds
 * only the glyphs a PDF uses.
 */
const FONTS_FOLDER = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
export const LABEL_FONT_FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;
export type LabelFont = keyof typeof LABEL_FONT_FILES;

let fontBytes: Record<LabelFont, Buffer> | undefined;

/** Registers the label fonts under the names 'regular' and 'bold'; their files are read once per thread. */
export function registerLabelFonts(doc: PDFKit.PDFDocument): void {
  fontBytes ??= {
    regular: readFileSync(join(FONTS_FOLDER, LABEL_FONT_FILES.regular)),
    bold: readFileSync(join(FONTS_FOLDER, LABEL_FONT_FILES.bold)),
  };
  doc.registerFont('regular', fontBytes.regular);
  doc.registerFont('bold', fontBytes.bold);
}
