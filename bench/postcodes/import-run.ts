import type { TableImportResult, TaskView } from '@parcelflow/contract';
import { command, finalTask, taskSeconds, uploadFile, type Session } from '../excel/api.ts';
import type { ServerProcess } from '../lib/server-process.ts';

export type PostcodeImport = { fileMb: number; seconds: number; taskSeconds: number; serverCpuSeconds: number; status: string; written: number };

/** Uploads the file and imports it as the import dialog does (all or nothing); times it to the task seen final. */
export async function runPostcodeImport(server: ServerProcess, session: Session, bytes: Buffer): Promise<PostcodeImport> {
  const fileId = await uploadFile(session, 'postcodes.xlsx', bytes);
  const cpuBefore = server.cpuMicros();
  const started = performance.now();
  const { id } = await command<TaskView>(session, 'main/startPostcodeImport', { fileId, mode: 'allOrNothing' });
  const { task, seenAt } = await finalTask(session, id, 250);
  return {
    fileMb: bytes.length / 2 ** 20, seconds: (seenAt - started) / 1000, taskSeconds: taskSeconds(task),
    serverCpuSeconds: (server.cpuMicros() - cpuBefore) / 1e6, status: task.status, written: (task.result as TableImportResult | null)?.written ?? 0,
  };
}
