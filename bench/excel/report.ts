import type { Machine } from '../lib/machine.ts';
import type { BareWrite } from './bare-write.ts';
import type { ExportRun } from './export-run.ts';
import type { ImportRun } from './import-run.ts';
import { EXPORT_WINDOW, IMPORT_ROWS, TARGETS } from './settings.ts';

export type ExcelReport = {
  engine: 'PGlite' | 'PostgreSQL';
  machine: Machine;
  preparedSeconds: number;
  /** The fresh server process's resident memory once it listens, before any work. */
  startedRssMb: number;
  exportTargetSeconds: number;
  exported: Omit<ExportRun, 'file'> & { fileBytes: number };
  bare: BareWrite;
  imports: ImportRun[];
  wrongRows: number;
  /** VmHWM when the section is written: the process's peak since the reset before the export, through the imports. */
  processPeakMb: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const refusedRuns = (report: ExcelReport) => report.imports.filter((run) => !run.validRowsOnly);
const importSeconds = (report: ExcelReport) => median(refusedRuns(report).map((run) => run.seconds));
const allReported = (report: ExcelReport, run: ImportRun) => run.reported === report.wrongRows && run.reportMarksWrongRows;

type Verdict = { target: string; pass: boolean; figure: string };

/** Each target as issue 4 writes it, with its verdict and the figure it was judged on; on PostgreSQL the import has none (its 5 s is PGlite's). */
export function verdictsOf(report: ExcelReport): Verdict[] {
  const { exported, bare } = report;
  const { beforeMb, peakMb } = exported.rss;
  const ratio = exported.seconds / bare.seconds;
  const imports: Verdict[] = report.engine === 'PGlite'
    ? [{
      target: `import of ${IMPORT_ROWS.toLocaleString('en')} rows with ${report.wrongRows} wrong under ${TARGETS.importSeconds} s, every error reported (median of the refused runs)`,
      pass: importSeconds(report) < TARGETS.importSeconds && refusedRuns(report).every((run) => allReported(report, run)),
      figure: `${s(importSeconds(report))} s, ${refusedRuns(report).every((run) => allReported(report, run)) ? 'every error reported' : 'errors missing'}`,
    }]
    : [];
  return [
    ...imports,
    { target: `export under ${report.exportTargetSeconds} s`, pass: exported.seconds < report.exportTargetSeconds, figure: `${s(exported.seconds)} s` },
    {
      target: `export at most ${TARGETS.bareWriteRatio} times a bare ExcelJS streaming write of the same rows`, pass: ratio <= TARGETS.bareWriteRatio,
      figure: `${ratio.toFixed(2)} times: ${s(exported.seconds)} s against ${s(bare.seconds)} s`,
    },
    { target: `server process peak RSS under ${TARGETS.peakRssMb} MB during the export`, pass: peakMb < TARGETS.peakRssMb, figure: memoryFigure(beforeMb, peakMb) },
  ];
}

/** Where the process held more than the cap before the export began, the cap cannot hold whatever the export does: said so, with what does hold. */
function memoryFigure(beforeMb: number, peakMb: number): string {
  const figure = `peak ${mb(peakMb)} MB, ${mb(beforeMb)} MB before the export, +${mb(peakMb - beforeMb)} MB`;
  if (beforeMb < TARGETS.peakRssMb) return figure;
  const growth = peakMb - beforeMb;
  const holds = growth < TARGETS.peakRssMb ? `what holds is the export's own +${mb(growth)} MB, under ${TARGETS.peakRssMb} MB` : `the export's own +${mb(growth)} MB is over it too`;
  return `${figure}; the cap cannot hold on PGlite: its process held ${mb(beforeMb)} MB before the export (its WASM heap with the database's pages); ${holds}`;
}

export const isExcelPass = (report: ExcelReport) => verdictsOf(report).every((verdict) => verdict.pass);

/** The markdown of one engine's section: where it ran, the import runs, the export, the bare write and the verdicts. */
export function formatExcelReport(report: ExcelReport): string {
  const { machine, exported, bare } = report;
  const growth = exported.rss.peakMb - exported.rss.beforeMb;
  return `
Through the real HTTP API of the server process as \`npm start\` runs it (default logging, the built web app and its
hooks; logged in as demoadmin), as the web does it. The bench fills the database first, then starts the server on it. Import: the
receive template downloaded (main/downloadImportTemplate), filled with ${IMPORT_ROWS.toLocaleString('en')} rows by ExcelJS in the bench
process, every 20th row wrong in one of three ways (${report.wrongRows} rows, one problem each), uploaded (file/upload), then
main/startOrderImport and main/listMyTasks polled every 100 ms until the task is final; the error report is downloaded
and its error column checked against the wrong rows. Three runs that refuse the file (validRowsOnly false), then one
that creates the valid orders. Export: main/startOrderExport of the ${EXPORT_WINDOW.orders.toLocaleString('en')} orders generated in one 30-day
window (as the orders benchmark generates them: customers, channels, kinds, statuses, countries), all 19 columns,
polled the same way, then downloaded (file/fileDownload). The server's CPU and memory are read from /proc/<pid> (stat;
status: VmHWM reset before the export, VmRSS sampled every 20 ms).

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average ${machine.loadAverage} before the run, and per run below (the bench process and the server share these CPUs)
- Database: ${report.engine}, a fresh server process on a database holding the demo data and ${EXPORT_WINDOW.orders.toLocaleString('en')} generated orders (filled by the bench process in ${report.preparedSeconds.toFixed(0)} s); the server's resident memory ${mb(report.startedRssMb)} MB once healthy, ${mb(report.processPeakMb)} MB at its highest from the export to the last import

### Import: ${IMPORT_ROWS.toLocaleString('en')} rows, ${report.wrongRows} wrong (5%)

| run | validRowsOnly | load average | upload s | start to final s | task s (server clock) | server CPU s | status | problems (refused orders) | created | report marks exactly the wrong rows |
|---|---|---|---|---|---|---|---|---|---|---|
${report.imports.map((run, index) => `| ${index + 1} | ${run.validRowsOnly} | ${run.loadAverage.toFixed(2)} | ${s(run.uploadSeconds)} | ${s(run.seconds)} | ${s(run.taskSeconds)} | ${s(run.serverCpuSeconds)} | ${run.status} | ${run.reported} | ${run.created} | ${run.reportMarksWrongRows ? 'yes' : '**no**'} |`).join('\n')}

Median start to final of the refused runs: ${s(importSeconds(report))} s. The first run in a fresh process also compiles the import's code.

### Export: ${exported.rows.toLocaleString('en')} orders, every column

| load average | start to final s | task s (server clock) | server CPU s | download s | file MB | RSS before MB | peak RSS MB | growth MB |
|---|---|---|---|---|---|---|---|---|
| ${exported.loadAverage.toFixed(2)} | ${s(exported.seconds)} | ${s(exported.taskSeconds)} | ${s(exported.serverCpuSeconds)} | ${s(exported.downloadSeconds)} | ${mb(exported.fileBytes / 2 ** 20)} | ${mb(exported.rss.beforeMb)} | ${mb(exported.rss.peakMb)} | +${mb(growth)} |

### The same rows through ExcelJS's WorkbookWriter alone, in the bench process

| rows | seconds | MB | export start to final / bare write |
|---|---|---|---|
| ${bare.rows.toLocaleString('en')} | ${s(bare.seconds)} | ${mb(bare.bytes / 2 ** 20)} | ${(exported.seconds / bare.seconds).toFixed(2)} |

Read back from the exported file and written with the options that make ExcelJS fastest (no styles, no shared
strings, zlib level 1) into a stream that keeps nothing: the reference the issue names. The ratio takes the export as
the user waits for it (start to final), database reads included.

${verdictsOf(report).map((verdict) => `- Target: ${verdict.target}: **${verdict.pass ? 'PASS' : 'FAIL'}** (${verdict.figure})`).join('\n')}
- Verdict: **${isExcelPass(report) ? 'PASS' : 'FAIL'}**
`;
}

const s = (seconds: number) => seconds.toFixed(2);
const mb = (megabytes: number) => megabytes.toFixed(0);
