import type { UseWorker } from '../../tasks/worker-pool.ts';
import type { LabelMainApi, LabelWorkerApi } from './label.worker.ts';
import type { LabelPdfRequest } from './write-label-pdf.ts';

const LABEL_WORKER = new URL('./label.worker.ts', import.meta.url);

/**
 * The PDF of `request`'s labels, written in a worker thread of the pool (a task's `ctx.useWorker`): a batch of
 * thousands never holds the request loop, and a worker that dies fails this render (20186), not the server.
 * Refusals cross with their codes: 20141 for a barcode that cannot be made, 400 for a bad layout or image.
 */
export function renderLabelPdf(useWorker: UseWorker, request: LabelPdfRequest, onProgress?: (ordersDone: number) => Promise<void>): Promise<Uint8Array> {
  const main: LabelMainApi | undefined = onProgress && { progress: onProgress };
  return useWorker<LabelWorkerApi, Uint8Array>(LABEL_WORKER, (worker) => worker('render', { request, withProgress: Boolean(onProgress) }), main);
}
