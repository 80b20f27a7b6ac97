import { Readable } from 'node:stream';
import { CommandError, fieldError, isPrintable, type LabelLayout, type PrintOrdersInput, type PrintTemplateType } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UseWorker } from '../../tasks/worker-pool.ts';
import type { StoredFile } from '../file/index.ts';
import { renderLabelPdf } from '../label/index.ts';
import { lockOrders, moveLabelled, type OrderRow } from '../order/index.ts';
import { readLayoutImages } from '../printTemplate/index.ts';
import { assertCustomerMayPrint } from './customer-print.ts';
import { labelOrdersOf } from './label-orders.ts';
import { newBatchNo, printedBefore, recordPrintJobs, type PrintedWith } from './print-jobs.ts';
import { assertPrintable } from './print-selection.ts';
import { partsOf, templatesFor } from './print-templates.ts';

/** What a print needs: the database for reads, storage for the PDF, a worker for the render, and who prints. */
export type PrintDeps = {
  db: Db;
  storage: FileStorage;
  useWorker: UseWorker;
  caller: Pick<Caller, 'companyId' | 'companyKind' | 'customerId' | 'userId'>;
};

/** A PDF rendered and stored, and what its transaction will record. */
export type RenderedPrint = {
  file: StoredFile;
  batchNo: string;
  type: PrintTemplateType;
  /** Each order with its template, and its channel's name as the label shows it. */
  printed: { row: OrderRow; with: PrintedWith; channelName: string }[];
  reprinted: ReadonlySet<number>;
};

/** How many waybill numbers a 20161 names; the count says how many there are in all. */
const REPRINTS_NAMED = 10;
/** A batch of 10,000 labels is some 22 MB; the cap only stops a runaway. */
const MAX_PDF_BYTES = 200 * 1024 * 1024;

/**
 * What a print refuses before it draws anything: a customer's login printing an order that none of its customer's
 * print rules lets it print (10021, naming the order), an order not printable or orders of several channels (400
 * `selection`), an order with no template, 20161 for orders printed before without confirmation. Answers each
 * order's template, the type printed and the orders printed before.
 */
export async function checkPrint(deps: Pick<PrintDeps, 'db' | 'caller'>, rows: OrderRow[], input: PrintOrdersInput) {
  await assertCustomerMayPrint(deps.db, deps.caller, rows);
  await assertPrintable(deps.db, rows);
  const templates = await templatesFor(deps.db, deps.caller.companyId, rows, input.type, input.templateId);
  const type = input.templateId === undefined ? input.type : templates.get(rows[0].id)!.type;
  const reprinted = await printedBefore(deps.db, rows.map((row) => row.id), type);
  if (reprinted.size && !input.confirmReprint) {
    const named = rows.filter((row) => reprinted.has(row.id)).slice(0, REPRINTS_NAMED).map((row) => row.waybillNo ?? row.orderNo);
    throw new CommandError(20161, { count: reprinted.size, waybillNos: named.join(', ') });
  }
  return { templates, type, reprinted };
}

/**
 * Renders the orders' PDF once `checkPrint` passed: every order with its template in a worker thread (20141 from the
 * engine for a barcode it cannot make, naming the order), the bytes stored. Nothing is written to the database
 * here; `commitPrint` does that.
 */
export async function renderPrint(deps: PrintDeps, rows: OrderRow[], input: PrintOrdersInput, onProgress?: (done: number) => Promise<void>): Promise<RenderedPrint> {
  const { templates, type, reprinted } = await checkPrint(deps, rows, input);
  const labelOrders = await labelOrdersOf(deps.db, rows);
  const layouts = new Set<LabelLayout>([...templates.values()].map((template) => template.layout));
  const images = Object.assign({}, ...(await Promise.all([...layouts].map((layout) => readLayoutImages(deps, layout))))) as Record<number, Uint8Array>;
  const pdf = await renderLabelPdf(deps.useWorker, { parts: partsOf(rows, templates, labelOrders), images }, onProgress);
  const batchNo = newBatchNo();
  const stored = await deps.storage.put(Readable.from([Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)]), MAX_PDF_BYTES);
  const file = { name: `${type}-${batchNo}.pdf`, contentType: 'application/pdf', ...stored };
  return { file, batchNo, type, printed: rows.map((row) => ({ row, with: templates.get(row.id)!, channelName: labelOrders.get(row.id)!.channelName })), reprinted };
}

/**
 * Records a rendered print in the caller's transaction: every order is locked and must still be printable (another
 * user may have cancelled one meanwhile: 400 `selection` notPrintable), one print-log row each, and the orders that
 * waited for their label move on to ship (the state machine's getLabel, with history and a tracking event).
 */
export async function commitPrint(tx: Db, deps: Pick<PrintDeps, 'caller'>, rendered: RenderedPrint, job: Pick<PrintOrdersInput, 'scenario' | 'printer'>): Promise<{ labelled: number }> {
  const locked = await lockOrders(tx, deps.caller, rendered.printed.map(({ row }) => row.id));
  const moved = locked.find((row) => !isPrintable(row.status));
  if (moved) throw fieldError('selection', 'notPrintable', { orderNo: moved.orderNo, status: moved.status });
  await recordPrintJobs(tx, { ...deps.caller, batchNo: rendered.batchNo, type: rendered.type, ...job }, rendered.printed, rendered.reprinted);
  return { labelled: rendered.type === 'label' ? await moveLabelled(tx, deps.caller, locked) : 0 };
}
