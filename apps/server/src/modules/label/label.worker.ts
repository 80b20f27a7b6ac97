import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes } from '../../tasks/worker-rpc.ts';
import { writeLabelPdf, type LabelPdfRequest } from './write-label-pdf.ts';

/** The label engine's worker: writes the PDF off the request loop and moves its bytes back to the main thread. */
function openLabelSession() {
  return {
    render: async (request: LabelPdfRequest) => {
      const pdf = ownedBytes(await writeLabelPdf(request));
      return moved(pdf, [pdf.buffer]);
    },
  };
}

export type LabelWorkerApi = ReturnType<typeof openLabelSession>;

serveTaskWorker(openLabelSession);
