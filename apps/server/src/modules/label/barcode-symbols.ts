import bwipjs from 'bwip-js/node';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import type { BarcodeSymbology } from '@parcelflow/contract';

/**
 * A barcode as modules: a linear code's bar and space widths (a bar first), or a matrix code's dark cells row by
 * row; with the quiet zone its standard asks on each side, in modules.
 */
export type BarcodeSymbol =
  | { kind: 'bars'; widths: number[]; quietModules: number }
  | { kind: 'matrix'; columns: number; rows: number; cells: ArrayLike<number>; quietModules: number };

/** A value the symbology cannot encode; `reason` is the encoder's word for it (badCharacter, ean13badCheckDigit...). */
export class BarcodeRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Barcode refused: ${reason}`);
  }
}

/** Code 128 as scanners read it back: printable ASCII (an encoder would take other characters as bytes of UTF-8 or Latin-1). */
const CODE128_TEXT = /^[\x20-\x7e]+$/;

const QUIET_MODULES: Record<BarcodeSymbology, number> = { code128: 10, code39: 10, ean13: 11, qr: 4, datamatrix: 2 };

/** Bar and space widths (a bar first) of a module string such as JsBarcode's '11010010000...'. */
function widthsOf(modules: string): number[] {
  const widths: number[] = [];
  for (let at = 0; at < modules.length; ) {
    const start = at;
    while (modules[at] === modules[start]) at++;
    widths.push(at - start);
  }
  return widths;
}

/**
 * Code 128 by JsBarcode (automatic switching between code sets A, B and C for the shortest symbol): 0.02 ms a symbol
 * against bwip-js's 0.2 ms, and every built-in label has two of them (docs/printing.md).
 */
function code128Symbol(text: string): BarcodeSymbol {
  if (!CODE128_TEXT.test(text)) throw new BarcodeRefusedError('badCharacter');
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  const modules = target.encodings?.map((encoding) => encoding.data).join('') ?? '';
  if (!modules.startsWith('1')) throw new BarcodeRefusedError('notEncodable');
  return { kind: 'bars', widths: widthsOf(modules), quietModules: QUIET_MODULES.code128 };
}

/** bwip-js's own check (Code 39's characters, EAN-13's digits and check digit) raises `bwipp.<reason>#<n>: ...`. */
function bwipSymbol(symbology: 'code39' | 'ean13' | 'datamatrix', text: string): BarcodeSymbol {
  let raw: ({ sbs: number[] } | { pixs: number[]; pixx: number; pixy: number })[];
  try {
    raw = bwipjs.raw(symbology, text, {});
  } catch (error) {
    throw new BarcodeRefusedError(/^bwipp\.(\w+)/.exec((error as Error).message)?.[1] ?? 'notEncodable');
  }
  const [symbol] = raw;
  if (!symbol) throw new BarcodeRefusedError('notEncodable');
  if ('sbs' in symbol) return { kind: 'bars', widths: symbol.sbs, quietModules: QUIET_MODULES[symbology] };
  return { kind: 'matrix', columns: symbol.pixx, rows: symbol.pixy, cells: symbol.pixs, quietModules: QUIET_MODULES[symbology] };
}

/**
 * The QR code of `text` (UTF-8, error correction M, the mask chosen by its penalty score) by the qrcode package:
 * a quarter of the time bwip-js takes, which a batch of a thousand labels feels (docs/printing.md).
 */
function qrSymbol(text: string): BarcodeSymbol {
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return { kind: 'matrix', columns: modules.size, rows: modules.size, cells: modules.data, quietModules: QUIET_MODULES.qr };
  } catch {
    throw new BarcodeRefusedError('tooLong');
  }
}

/** Encodes `text` in `symbology`, or throws BarcodeRefusedError. */
export function encodeBarcode(symbology: BarcodeSymbology, text: string): BarcodeSymbol {
  if (symbology === 'qr') return qrSymbol(text);
  if (symbology === 'code128') return code128Symbol(text);
  return bwipSymbol(symbology, text);
}
