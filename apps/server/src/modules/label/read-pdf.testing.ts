import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads a PDF back as a person's tools would, with Debian's poppler-utils (pdftoppm, pdftotext, pdfinfo, pdffonts,
 * pdfimages), zbar-tools (zbarimg: Code 128, Code 39, EAN-13, QR) and dmtx-utils (dmtxread: DataMatrix).
 */
export type PdfReading = {
  pages: number;
  /** Each page's text, as pdftotext reads it from the fonts' Unicode maps. */
  texts: string[];
  /** Each page's barcodes decoded by zbarimg from a 300 dpi rendering, in the order zbar found them. */
  barcodes: string[][];
  /** Each page's first DataMatrix symbol, decoded by dmtxread (which, asked for more, scans a page for a minute). */
  dataMatrix: string[][];
  fonts: string;
  images: string;
};

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** zbarimg exits 4 when it finds no symbol; that is an empty page here, not an error. */
function decodeBarcodes(png: string): string[] {
  try {
    return run('zbarimg', ['--raw', '-q', png]).split('\n').filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}

export function readPdf(pdf: Uint8Array, options: { dataMatrix?: boolean } = {}): PdfReading {
  const folder = mkdtempSync(join(tmpdir(), 'parcelflow-label-'));
  try {
    const file = join(folder, 'labels.pdf');
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
    run('pdftoppm', ['-r', '300', '-png', file, join(folder, 'page')]);
    const pngs = readdirSync(folder).filter((name) => name.endsWith('.png')).sort().map((name) => join(folder, name));
    return {
      pages,
      texts: run('pdftotext', ['-layout', file, '-']).split('\f').slice(0, pages),
      barcodes: pngs.map(decodeBarcodes),
      dataMatrix: options.dataMatrix ? pngs.map((png) => run('dmtxread', ['-n', '-N1', '-m', '20000', png]).split('\n').filter(Boolean)) : [],
      fonts: run('pdffonts', [file]),
      images: run('pdfimages', ['-list', file]),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A small PNG made the way a user's logo would be: a page of text rendered by pdftoppm. */
export function pngOfPdf(pdf: Uint8Array): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'parcelflow-logo-'));
  try {
    writeFileSync(join(folder, 'logo.pdf'), pdf);
    run('pdftoppm', ['-png', '-singlefile', '-scale-to', '80', join(folder, 'logo.pdf'), join(folder, 'logo')]);
    return readFileSync(join(folder, 'logo.png'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
