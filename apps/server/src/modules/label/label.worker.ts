import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes, type Caller } from '../../tasks/worker-rpc.ts';
import { writeLabelPdf, type LabelPdfRequest } from './write-label-pdf.ts';

/** The label engine's worker: writes the PDF off the request loop and moves its bytes back to the main thread. */
function openLabelSession(main: Caller<LabelMainApi>) {
  return {
    // One payload crosses per call (worker-rpc), so whether to report progress rides in it.
    render: async ({ request, withProgress }: { request: LabelPdfRequest; withProgress: boolean }) => {
      const pdf = ownedBytes(await writeLabelPdf(request, withProgress ? (done) => main('progress', done) : undefined));
      return moved(pdf, [pdf.buffer]);
    },
  };
}

export type LabelWorkerApi = ReturnType<typeof openLabelSession>;
/** What a render asks of the main thread: the orders drawn so far, when its caller wants progress. */
export type LabelMainApi = { progress: (ordersDone: number) => Promise<void> };

serveTaskWorker<LabelMainApi>(openLabelSession);
