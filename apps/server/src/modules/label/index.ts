export { renderLabelPdf } from './render-label-pdf.ts';
export type { LabelPdfRequest } from './write-label-pdf.ts';
