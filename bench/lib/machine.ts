import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

export type Machine = { cpus: number; cpuModel: string; memoryGiB: number; node: string; date: string };

/** Where a benchmark ran, for its results section. */
export function describeMachine(): Machine {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return {
    cpus: availableParallelism(),
    cpuModel: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1].trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
  };
}
