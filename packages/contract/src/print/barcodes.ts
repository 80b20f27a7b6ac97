/** The barcodes a label may carry (issue 14): linear Code 128, Code 39 and EAN-13; two-dimensional QR and DataMatrix. */
export const BARCODE_SYMBOLOGIES = ['code128', 'code39', 'qr', 'datamatrix', 'ean13'] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];
