import { percentile } from '../lib/percentile.ts';
import type { Session } from '../excel/api.ts';

export type CreateTimes = { count: number; meanMs: number; p50Ms: number; p95Ms: number; firstMs: number };

/**
 * createOrder sent one after another (no concurrency: the time an order's check adds is what is asked), each with its
 * own customer number; the first is timed apart (after a change, it builds the company's matcher).
 */
export async function timeCreates(session: Session, order: Record<string, unknown>, tag: string, count: number): Promise<CreateTimes> {
  const times: number[] = [];
  for (let n = 0; n <= count; n++) {
    const body = JSON.stringify({ head: { token: session.token }, body: { ...order, customerNo: `${tag}-${n}` } });
    const started = performance.now();
    const response = await fetch(`${session.baseUrl}/api/main/createOrder/1.0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = (await response.json()) as { result_code: number; body: string };
    times.push(performance.now() - started);
    if (answer.result_code !== 0) throw new Error(`createOrder answered ${answer.result_code} ${answer.body}`);
  }
  const [firstMs, ...rest] = times;
  const sorted = rest.sort((a, b) => a - b);
  return { count, meanMs: sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), firstMs };
}
