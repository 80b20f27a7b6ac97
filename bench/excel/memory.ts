import { readFileSync, writeFileSync } from 'node:fs';

export type PeakRss = { beforeMb: number; peakMb: number };

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the highest since start or the last reset). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/**
 * The process's resident memory before `work` and at its highest while it runs: VmHWM reset first (writing 5 to
 * clear_refs, Linux 4.0 and later), and VmRSS sampled every 20 ms in case the reset is not allowed.
 */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; rss: PeakRss }> {
  const beforeMb = statusMb(pid, 'VmRSS');
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let sampled = beforeMb;
  const sampler = setInterval(() => (sampled = Math.max(sampled, statusMb(pid, 'VmRSS'))), 20);
  try {
    const value = await work();
    return { value, rss: { beforeMb, peakMb: Math.max(sampled, reset ? statusMb(pid, 'VmHWM') : 0) } };
  } finally {
    clearInterval(sampler);
  }
}
