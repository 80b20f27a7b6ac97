import { command, type Session } from '../excel/api.ts';
import { percentile } from '../lib/percentile.ts';

export type ProbeTimes = { count: number; failures: number; p50Ms: number; p95Ms: number; maxMs: number };

/**
 * Asks main/listOrders (the first page of 20, as the order list opens) every `intervalMs` until `until` settles,
 * each answer timed from when it was due, so a blocked server counts in full: what another clerk sees meanwhile.
 */
export async function probeWhile(session: Session, until: Promise<unknown>, intervalMs: number): Promise<ProbeTimes> {
  let done = false;
  const settled = until.finally(() => (done = true));
  const times: number[] = [];
  let failures = 0;
  for (let due = performance.now(); !done; due += intervalMs) {
    const wait = due - performance.now();
    if (wait > 0) await Promise.race([new Promise((resolve) => setTimeout(resolve, wait)), settled.catch(() => undefined)]);
    if (done) break;
    try {
      await command(session, 'main/listOrders', { pageSize: 20, currentPage: 1 });
    } catch {
      failures += 1;
    }
    times.push(performance.now() - due);
  }
  await settled;
  times.sort((a, b) => a - b);
  return { count: times.length, failures, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times.at(-1) ?? NaN };
}
