import { loadavg } from 'node:os';
import { ORDER_EXPORT_COLUMNS, type OrderExportResult, type TaskView } from '@parcelflow/contract';
import type { ServerProcess } from '../lib/server-process.ts';
import { command, fileCommand, finalTask, taskSeconds, type Session } from './api.ts';
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
  /** The server process's resident memory before the export and at its highest during it. */
  rss: PeakRss;
  file: Buffer;
};

/** Exports the window's orders with every column, as the list's export button asks, then downloads the file. */
export async function runExport(server: ServerProcess, session: Session): Promise<ExportRun> {
  const request = { dateFrom: EXPORT_WINDOW.dateFrom, dateTo: EXPORT_WINDOW.dateTo, columns: [...ORDER_EXPORT_COLUMNS], language: 'zh-CN', timeZone: 'Asia/Shanghai' };
  const loadAverage = loadavg()[0];
  const cpuBefore = server.cpuMicros();
  const { value: ended, rss } = await peakRssDuring(server.pid, async () => {
    const started = performance.now();
    const { id } = await command<TaskView>(session, 'main/startOrderExport', request);
    const { task, seenAt } = await finalTask(session, id);
    return { task, seconds: (seenAt - started) / 1000 };
  });
  const serverCpuSeconds = (server.cpuMicros() - cpuBefore) / 1e6;
  const { task, seconds } = ended;
  if (task.status !== 'succeeded') throw new Error(`export ${task.status}: ${JSON.stringify(task.errorInfo)}`);
  const downloadStarted = performance.now();
  const file = await fileCommand(session, 'file/fileDownload', { fileId: task.resultFileId });
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  return { loadAverage, seconds, taskSeconds: taskSeconds(task), serverCpuSeconds, downloadSeconds, rows: (task.result as OrderExportResult).rows, rss, file };
}
