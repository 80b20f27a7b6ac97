import PDFDocument from 'pdfkit';
import { fieldError, labelImageBytes, labelLayout, paperSizeMm, problemOfIssue, valueAtPath, type LabelLayout, type LabelOrder } from '@parcelflow/contract';
import { drawPage, type OpenedImage } from './draw-page.ts';
import { pt } from './element-frame.ts';
import { registerLabelFonts } from './label-fonts.ts';
import { pagesOf } from './label-pages.ts';

/** How often a long render reports the orders it has drawn (a print task's progress). */
const PROGRESS_EVERY = 250;

/** Orders printed with one layout (a print template's, or one being designed). */
export type LabelPart = { layout: LabelLayout; orders: LabelOrder[] };

/**
 * A PDF of labels: one layout and its orders, or several parts in turn (a batch whose orders print with their
 * customers' or channels' templates), and the bytes of each image the layouts show by file id (read by the caller).
 */
export type LabelPdfRequest = (LabelPart | { parts: LabelPart[] }) & { images: Record<number, Uint8Array> };

/** The layout as the contract takes it: one not saved yet (a designer's preview) is refused as a 400 on its field. */
function checkedLayout(layout: unknown): LabelLayout {
  const parsed = labelLayout.safeParse(layout);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const problem = issue ? problemOfIssue(issue, valueAtPath(layout, issue.path)) : { reason: 'invalidValue' as const };
  throw fieldError(problem.field ? `layout.${problem.field}` : 'layout', problem.reason);
}

/** Each image the layout shows, checked by content (PNG or JPEG, at most 2 MB) and opened once for the whole PDF. */
function openImages(doc: PDFKit.PDFDocument, layout: LabelLayout, images: LabelPdfRequest['images'], openedBefore: ReadonlyMap<number, OpenedImage>): Map<number, OpenedImage> {
  const opened = new Map<number, OpenedImage>();
  layout.elements.forEach((element, index) => {
    if (element.type !== 'image' || opened.has(element.fileId) || openedBefore.has(element.fileId)) return;
    const field = `layout.elements.${index}.fileId`;
    const bytes = images[element.fileId];
    if (!bytes) throw fieldError(field, 'notFound');
    const checked = labelImageBytes.safeParse(bytes);
    if (!checked.success) throw fieldError(field, checked.error.issues[0] ? problemOfIssue(checked.error.issues[0], bytes).reason : 'invalidFormat');
    // openImage is pdfkit's own (its types leave it out): it decodes the image once, for every page that shows it.
    const open = (doc as unknown as { openImage: (src: Buffer) => OpenedImage }).openImage.bind(doc);
    opened.set(element.fileId, open(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  });
  return opened;
}

/** Writes one PDF, each order's pages in turn (pagesOf), with pdfkit: fonts embedded as subsets, content compressed. */
export async function writeLabelPdf(request: LabelPdfRequest, onProgress?: (ordersDone: number) => Promise<void>): Promise<Uint8Array> {
  const parts = ('parts' in request ? request.parts : [request]).map((part) => ({ ...part, layout: checkedLayout(part.layout) }));
  if (!parts.some((part) => part.orders.length)) throw fieldError('orders', 'required');
  const doc = new PDFDocument({ margin: 0, autoFirstPage: false, compress: true, info: { Producer: 'Parcelflow', Creator: 'Parcelflow' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject));
  registerLabelFonts(doc);
  // One map for the whole PDF: an image several layouts show is embedded once.
  const images = new Map<number, OpenedImage>();
  let done = 0;
  for (const { layout, orders } of parts) {
    for (const [fileId, image] of openImages(doc, layout, request.images, images)) images.set(fileId, image);
    const { widthMm, heightMm } = paperSizeMm(layout.paper);
    const size = [pt(widthMm), pt(heightMm)];
    for (const order of orders) {
      const drawing = { order, images, symbols: new Map() };
      for (const page of pagesOf(layout, order)) {
        doc.addPage({ size, margin: 0 });
        drawPage(doc, layout, page, drawing);
      }
      done += 1;
      if (onProgress && done % PROGRESS_EVERY === 0) await onProgress(done);
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
