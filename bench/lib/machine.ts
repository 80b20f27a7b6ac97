import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  date: string;
  /** 1-minute load average when described: other work on the machine skews requests/s and latency. */
  loadAverage: number;
};

/** Where a benchmark ran, for its results section; call it before the load starts. */
export function describeMachine(): Machine {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return {
    cpus: availableParallelism(),
    cpuModel: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1].trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  };
}
