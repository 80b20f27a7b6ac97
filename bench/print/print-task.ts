import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskView } from '@parcelflow/contract';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { percentile } from '../lib/percentile.ts';
import { statusMb } from '../lib/proc.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerProcess } from '../lib/server-process.ts';
import { command, fileCommand, type Session } from '../excel/api.ts';
import { BENCH_ACCOUNT } from '../orders/settings.ts';
import { analyzeOrders, insertPrintableOrders, type PreparedSet } from './orders.ts';
import { engines, type Engine } from './storage.ts';

const TASK_ORDERS = 10_000;
const PDF_ORDERS = 1000;
const PDF_TARGET_MS = 2000;
const SAMPLE_MS = 100;
const POLL_MS = 100;
const BASELINE_MS = 3000;
const KEPT_RUNS = 3;
const FINAL = new Set(['succeeded', 'failed', 'cancelled', 'terminated']);

type Latencies = { n: number; p50: number; p99: number; max: number };

/**
 * uc/getUserInfo (a session check and one small read) sent every SAMPLE_MS until `work` settles, each timed from its
 * send to its answer; the server's RSS read at each sample too.
 */
async function sampleDuring<T>(session: Session, server: ServerProcess, work: Promise<T>): Promise<{ value: T; latency: Latencies; peakRssMb: number }> {
  let done = false;
  const settled = work.finally(() => (done = true));
  settled.catch(() => {});
  const times: number[] = [];
  let peakRssMb = 0;
  const begin = performance.now();
  for (let k = 1; !done; k++) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, begin + k * SAMPLE_MS - performance.now())));
    peakRssMb = Math.max(peakRssMb, statusMb(server.pid, 'VmRSS'));
    const sent = performance.now();
    await command(session, 'uc/getUserInfo', {});
    times.push(performance.now() - sent);
  }
  return { value: await settled, latency: latencyOf(times), peakRssMb };
}

function latencyOf(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Pages by pdfinfo, and what zbarimg reads on the first page at 300 dpi. */
function inspectPdf(pdf: Buffer): { pages: number; firstPageCodes: string[] } {
  const folder = mkdtempSync(join(tmpdir(), 'parcelflow-bench-print-'));
  try {
    const file = join(folder, 'labels.pdf');
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', '-f', '1', '-l', '1', file, join(folder, 'page')]);
    const codes = execFileSync('zbarimg', ['--raw', '-q', join(folder, 'page.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return { pages, firstPageCodes: codes.split('\n').filter(Boolean).sort() };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

type PdfRun = { label: string; wallMs: number; serverCpuMs: number; count: number; reprints: number; bytes: number; latency: Latencies; loadAverage: number };

/** main/printOrders of the set's ids, timed from the send to the answer (the PDF stored, its link answered), then the PDF fetched. */
async function printOrdersRun(session: Session, server: ServerProcess, set: PreparedSet, label: string, confirmReprint: boolean): Promise<PdfRun> {
  const loadAverage = loadavg()[0];
  const cpu = server.cpuMicros();
  const started = performance.now();
  const send = command<{ fileId: number; count: number; reprints: number }>(session, 'main/printOrders', { selection: { by: 'ids', ids: set.ids }, type: 'label', confirmReprint, printer: '' })
    .then((answer) => ({ answer, wallMs: performance.now() - started }));
  const { value, latency } = await sampleDuring(session, server, send);
  const serverCpuMs = (server.cpuMicros() - cpu) / 1000;
  const pdf = await fileCommand(session, 'file/fileDownload', { fileId: value.answer.fileId });
  return { label, wallMs: value.wallMs, serverCpuMs, count: value.answer.count, reprints: value.answer.reprints, bytes: pdf.byteLength, latency, loadAverage };
}

/** Polls main/listMyTasks every POLL_MS until the task is final; every distinct progress seen is kept. */
async function pollTask(session: Session, taskId: number): Promise<{ task: TaskView; progress: { atMs: number; done: number; total: number }[]; seenAt: number }> {
  const progress: { atMs: number; done: number; total: number }[] = [];
  const started = performance.now();
  for (;;) {
    const { tasks } = await command<{ tasks: TaskView[] }>(session, 'main/listMyTasks', { limit: 1 });
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (!task) throw new Error(`task ${taskId} is not the newest`);
    const last = progress.at(-1);
    if (!last || last.done !== task.progress.done || last.total !== task.progress.total) progress.push({ atMs: performance.now() - started, ...task.progress });
    if (FINAL.has(task.status)) return { task, progress, seenAt: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function benchPrintTaskOn(resultsFile: string, engine: Engine): Promise<boolean> {
  return engine.run(async (storage) => {
    const machine = describeMachine();
    console.log(`${engine.name}: demo data, ${TASK_ORDERS} and ${PDF_ORDERS} printable orders...`);
    const { taskSet, pdfSet } = await prepareDatabase(storage, async (database) => {
      const prepared = {
        taskSet: await insertPrintableOrders(database.db, { day: '2025-05-01', prefix: 'BPT', count: TASK_ORDERS }),
        pdfSet: await insertPrintableOrders(database.db, { day: '2025-06-01', prefix: 'BPO', count: PDF_ORDERS }),
      };
      await analyzeOrders(database.db);
      return prepared;
    });
    const server = await startServer(storage);
    try {
      const session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
      const startedRssMb = statusMb(server.pid, 'VmRSS');
      console.log('getUserInfo with nothing else running...');
      const idle = await sampleDuring(session, server, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));

      console.log(`printOrders of ${PDF_ORDERS} (new label worker)...`);
      const pdfRuns: PdfRun[] = [await printOrdersRun(session, server, pdfSet, 'first print after the start (new worker)', false)];

      console.log(`startPrintTask of ${TASK_ORDERS} by filter...`);
      const loadBeforeTask = loadavg()[0];
      const cpu = server.cpuMicros();
      const started = performance.now();
      const view = await command<TaskView>(session, 'main/startPrintTask', {
        selection: { by: 'filter', filter: { dateFrom: taskSet.day, dateTo: taskSet.day, channelId: taskSet.channelId } }, type: 'label', confirmReprint: false, printer: '',
      });
      const startAnswerMs = performance.now() - started;
      const during = await sampleDuring(session, server, pollTask(session, view.id));
      const { task, progress, seenAt } = during.value;
      const wallSeconds = (seenAt - started) / 1000;
      const taskCpuSeconds = (server.cpuMicros() - cpu) / 1e6;
      const loadAfterTask = loadavg()[0];
      if (task.status !== 'succeeded' || !task.resultFileId) throw new Error(`the print task ended ${task.status}: ${JSON.stringify(task.errorInfo)}`);
      const taskServerSeconds = (Date.parse(task.finishedAt ?? '') - Date.parse(task.startedAt ?? '')) / 1000;
      const download = performance.now();
      const pdf = await fileCommand(session, 'file/fileDownload', { fileId: task.resultFileId });
      const downloadMs = performance.now() - download;
      const inspected = inspectPdf(pdf);
      const expectedCodes = [taskSet.waybillNos.at(-1)!, taskSet.waybillNos.at(-1)!, `${taskSet.waybillNos.at(-1)!}001`].sort();
      const decoded = JSON.stringify(inspected.firstPageCodes) === JSON.stringify(expectedCodes);

      for (let run = 0; run < KEPT_RUNS; run++) {
        console.log(`printOrders of ${PDF_ORDERS} again (reprint, worker kept)...`);
        pdfRuns.push(await printOrdersRun(session, server, pdfSet, `again, confirmReprint (worker kept), run ${run + 1}`, true));
      }
      const peakMb = statusMb(server.pid, 'VmHWM');
      const progressSteps = progress.filter((p) => p.done > 0 && p.done < p.total).length;
      const taskPass = task.status === 'succeeded' && inspected.pages === TASK_ORDERS && decoded && progressSteps > 0;
      const keptMedianMs = percentile(pdfRuns.slice(1).map((r) => r.wallMs).sort((a, b) => a - b), 50);
      const pdfPass = pdfRuns.every((r) => r.count === PDF_ORDERS) && keptMedianMs < PDF_TARGET_MS;
      const ms = (value: number) => value.toFixed(0);
      const lat = (l: Latencies) => `${ms(l.p50)} / ${ms(l.p99)} / ${ms(l.max)} (${l.n})`;
      const section = `
${TASK_ORDERS.toLocaleString('en')} and ${PDF_ORDERS.toLocaleString('en')} printable orders (audited, "to ship", one piece, one channel, each its
own waybill number; the built-in 100x150 label: Code 128 waybill, QR code, Code 128 sub-waybill, 28 text fields)
beside the demo data, the server started as \`npm start\` runs it (compiled, ${engine.name}), logged in as ${BENCH_ACCOUNT}.
\`main/startPrintTask\` of all ${TASK_ORDERS.toLocaleString('en')} by filter (their day and channel), \`main/listMyTasks\` polled every
${POLL_MS} ms to the end, the PDF fetched by \`file/fileDownload\`; \`main/printOrders\` of the ${PDF_ORDERS.toLocaleString('en')} by ids
(one PDF answered at once), first in a new label worker, then ${KEPT_RUNS} reprints in the worker kept. Meanwhile
\`uc/getUserInfo\` sent every ${SAMPLE_MS} ms, each timed from send to answer: p50 / p99 / max (samples).

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average ${loadBeforeTask.toFixed(2)} as the task began, ${loadAfterTask.toFixed(2)} at its end

**The ${TASK_ORDERS.toLocaleString('en')}-label task**

- Wall time from startPrintTask sent to the task seen succeeded: **${wallSeconds.toFixed(1)} s** (the start answered in ${ms(startAnswerMs)} ms; started to finished by the server's clock ${taskServerSeconds.toFixed(1)} s); server CPU ${taskCpuSeconds.toFixed(1)} s
- Progress: ${progress.length} distinct values (done/total) seen by the polls, ${progressSteps} of them between the start and the end (the task reports every 250 orders, written at most every 500 ms): ${progress.map((p) => `${p.done}/${p.total} at ${(p.atMs / 1000).toFixed(1)} s`).join(', ')}
- PDF: ${inspected.pages.toLocaleString('en')} pages (pdfinfo), ${(pdf.byteLength / 1e6).toFixed(1)} MB, downloaded in ${ms(downloadMs)} ms; zbarimg reads its first page (the newest order) as ${inspected.firstPageCodes.join(', ')}: ${decoded ? 'as the order says' : '**not the order\'s numbers**'}
- Server process memory (RSS, main thread and workers): ${ms(startedRssMb)} MB after the start, ${ms(during.peakRssMb)} MB the highest sampled during the task, ${ms(peakMb)} MB the peak of the whole run (VmHWM, after the prints below too)
- getUserInfo during the task, ms: ${lat(during.latency)}; with nothing running (${BASELINE_MS / 1000} s before): ${lat(idle.latency)}
- Verdict (one PDF of every label, its barcodes as the order says, progress seen between start and end): ${taskPass ? '**PASS**' : `**FAIL**${progressSteps ? '' : ': the PDF is whole, but no progress between the start and the end reached the task'}`}

**${PDF_ORDERS.toLocaleString('en')} labels through printOrders** (target: under ${PDF_TARGET_MS / 1000} s with the server answering meanwhile)

| run | load average | wall ms, send to answer | server CPU ms | PDF MB | getUserInfo meanwhile, ms p50 / p99 / max (n) |
|---|---|---|---|---|---|
${pdfRuns.map((r) => `| ${r.label} | ${r.loadAverage.toFixed(2)} | ${ms(r.wallMs)} | ${ms(r.serverCpuMs)} | ${(r.bytes / 1e6).toFixed(2)} | ${lat(r.latency)} |`).join('\n')}

- Target (1,000 labels in one PDF under ${PDF_TARGET_MS / 1000} s, judged on the median of the kept worker's runs, ${ms(keptMedianMs)} ms; the first, in a new worker, is noted apart): **${pdfPass ? 'PASS' : 'FAIL'}**
`;
      const name = `Printing: 10,000-label task and 1,000 labels at once on ${engine.name}`;
      writeSection(resultsFile, name, section);
      console.log(`## ${name}\n${section}`);
      return taskPass && pdfPass;
    } catch (error) {
      const exited = (() => { try { server.cpuMicros(); return ''; } catch { return ' (the server process is gone)'; } })();
      console.error(`print-task on ${engine.name} failed${exited}; the server's last output:\n${server.outputTail()}`);
      throw error;
    } finally {
      await server.stop();
    }
  });
}

export async function benchPrintTask(resultsFile: string): Promise<boolean> {
  const passed: boolean[] = [];
  for (const engine of engines()) passed.push(await benchPrintTaskOn(resultsFile, engine));
  return passed.every(Boolean);
}
