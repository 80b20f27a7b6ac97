import { writeFileSync } from 'node:fs';
import { statusMb } from '../lib/proc.ts';

export type PeakRss = { beforeMb: number; peakMb: number };

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
