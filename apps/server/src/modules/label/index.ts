export { renderLabelPdf } from './render-label-pdf.ts';
export type { LabelPart, LabelPdfRequest } from './write-label-pdf.ts';
