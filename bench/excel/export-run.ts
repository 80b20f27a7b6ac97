import { loadavg } from 'node:os';
import type ExcelJS from 'exceljs';
import { ORDER_EXPORT_COLUMNS, type OrderExportResult, type TaskView } from '@parcelflow/contract';
import type { ServerProcess } from '../lib/server-process.ts';
import { command, fileCommand, finalTask, taskSeconds, type Session } from './api.ts';
import { rowsOf, timeBareWrite, type BareWrite } from './bare-write.ts';
import { peakRssDuring, type PeakRss } from './memory.ts';
import { EXPORT_WINDOW } from './settings.ts';

export type ExportRun = {
  loadAverage: number;
  /** From main/startOrderExport sent to the task seen final by a poll every 100 ms. */
  seconds: number;
  taskSeconds: number;
  serverCpuSeconds: number;
  downloadSeconds: number;
  rows: number;
  fileBytes: number;
};
/** An export and, right after it, the same rows through a bare ExcelJS write: the two see about the same load. */
export type ExportPair = { exported: ExportRun; bare: BareWrite & { loadAverage: number } };
/** The pairs, and the server's resident memory before the first export and at its highest through them. */
export type ExportRuns = { pairs: ExportPair[]; rss: PeakRss };

/** `count` exports, each followed by its bare write (the rows read back once, from the first file). */
export async function runExports(server: ServerProcess, session: Session, count: number): Promise<ExportRuns> {
  let rows: ExcelJS.CellValue[][] | undefined;
  const { value: pairs, rss } = await peakRssDuring(server.pid, async () => {
    const done: ExportPair[] = [];
    for (let run = 0; run < count; run++) {
      const { file, ...exported } = await runExport(server, session);
      rows ??= await rowsOf(file);
      const loadAverage = loadavg()[0];
      done.push({ exported, bare: { ...(await timeBareWrite(rows)), loadAverage } });
    }
    return done;
  });
  return { pairs, rss };
}

/** Exports the window's orders with every column, as the list's export button asks, then downloads the file. */
async function runExport(server: ServerProcess, session: Session): Promise<ExportRun & { file: Buffer }> {
  const request = { dateFrom: EXPORT_WINDOW.dateFrom, dateTo: EXPORT_WINDOW.dateTo, columns: [...ORDER_EXPORT_COLUMNS], language: 'zh-CN', timeZone: 'Asia/Shanghai' };
  const loadAverage = loadavg()[0];
  const cpuBefore = server.cpuMicros();
  const started = performance.now();
  const { id } = await command<TaskView>(session, 'main/startOrderExport', request);
  const { task, seenAt } = await finalTask(session, id);
  const serverCpuSeconds = (server.cpuMicros() - cpuBefore) / 1e6;
  if (task.status !== 'succeeded') throw new Error(`export ${task.status}: ${JSON.stringify(task.errorInfo)}`);
  const downloadStarted = performance.now();
  const file = await fileCommand(session, 'file/fileDownload', { fileId: task.resultFileId });
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  return {
    loadAverage, seconds: (seenAt - started) / 1000, taskSeconds: taskSeconds(task), serverCpuSeconds, downloadSeconds,
    rows: (task.result as OrderExportResult).rows, fileBytes: file.length, file,
  };
}
