import { Readable } from 'node:stream';
import { printLinkExpiry, type LabelLayout, type PrintPdfLink } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { recordFile } from '../file/index.ts';
import { renderLabelPdf } from '../label/index.ts';
import { PREVIEW_ORDER } from './sample-order.ts';

/**
 * The layout (with its images' bytes, read as a stored or a sent layout's) printed with the sample order in a worker
 * thread, kept as the caller's file: its link is the answer.
 */
export async function previewLayout(ctx: GuardedContext, layout: LabelLayout, images: Record<number, Uint8Array>, fileName: string): Promise<PrintPdfLink> {
  const pdf = await renderLabelPdf(ctx.services.useWorker, { layout, orders: [PREVIEW_ORDER], images });
  const stored = await ctx.storage.put(Readable.from([Buffer.from(pdf)]), pdf.byteLength);
  const fileId = await recordFile(ctx.db, ctx.caller, { name: fileName, contentType: 'application/pdf', ...stored, expiresAt: printLinkExpiry() });
  return { fileId, name: fileName };
}
