import { loadavg } from 'node:os';
import type { OrderImportResult, TaskView } from '@parcelflow/contract';
import { percentile } from '../lib/percentile.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { command, fileCommand, finalTask, taskSeconds, uploadFile, type Session } from './api.ts';
import { markedRowsOf, type ImportFile } from './import-workbook.ts';

export type ImportRun = {
  validRowsOnly: boolean;
  /** 1-minute load average as the run started. */
  loadAverage: number;
  uploadSeconds: number;
  /** From main/startOrderImport sent to the task seen final by a poll every 100 ms: what the user waits. */
  seconds: number;
  /** Started to finished by the server's clock. */
  taskSeconds: number;
  serverCpuSeconds: number;
  status: string;
  /** Problems the task counts (refused), or orders it refused (valid rows only). */
  reported: number;
  created: number;
  /** The wrong rows, and only they, have a text in the error report's error column. */
  reportMarksWrongRows: boolean;
  /** main/listMyTasks sent every SAMPLE_MS while the import ran, each timed from when it was due (ms). */
  commandP50Ms: number;
  commandMaxMs: number;
};

const SAMPLE_MS = 50;

/** Times a simple command sent every SAMPLE_MS until `work` ends; a blocked server makes the late ones wait too. */
async function commandTimesDuring(session: Session, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  const times: number[] = [];
  const begin = performance.now();
  for (let k = 1; !done; k++) {
    const due = begin + k * SAMPLE_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    await command(session, 'main/listMyTasks', { limit: 1 });
    times.push(performance.now() - due);
  }
  return times.sort((a, b) => a - b);
}

/** Uploads the file, imports it as the import dialog does, waits for the task, then checks its error report. */
export async function runImport(server: ServerProcess, session: Session, file: ImportFile, validRowsOnly: boolean): Promise<ImportRun> {
  const loadAverage = loadavg()[0];
  const uploadStarted = performance.now();
  const fileId = await uploadFile(session, 'bench-import.xlsx', file.bytes);
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const cpuBefore = server.cpuMicros();
  const started = performance.now();
  const { id } = await command<TaskView>(session, 'main/startOrderImport', { fileId, templateId: 'receive', validRowsOnly });
  const final = finalTask(session, id);
  const [{ task, seenAt }, commandTimes] = await Promise.all([final, commandTimesDuring(session, final)]);
  const serverCpuSeconds = (server.cpuMicros() - cpuBefore) / 1e6;
  const result = task.result as OrderImportResult | null;
  const report = task.resultFileId ? await fileCommand(session, 'file/fileDownload', { fileId: task.resultFileId }) : undefined;
  const marked = report ? await markedRowsOf(report) : [];
  return {
    validRowsOnly, loadAverage, uploadSeconds, seconds: (seenAt - started) / 1000, taskSeconds: taskSeconds(task), serverCpuSeconds,
    status: task.status,
    reported: validRowsOnly ? (result?.refused ?? 0) : Number(task.errorInfo?.params?.problems ?? 0),
    created: result?.created ?? 0,
    reportMarksWrongRows: marked.join() === file.wrongRows.join(),
    commandP50Ms: percentile(commandTimes, 50),
    commandMaxMs: commandTimes.at(-1) ?? NaN,
  };
}
