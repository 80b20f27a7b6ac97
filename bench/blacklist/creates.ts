import { BLACKLIST_SUBJECT_FIELDS, BLACKLIST_SUBJECTS } from '@parcelflow/contract';
import { command, type Session } from '../excel/api.ts';
import { percentile } from '../lib/percentile.ts';

export type CreateTimes = { count: number; meanMs: number; p50Ms: number; p95Ms: number; firstMs: number };

/**
 * createOrder sent one after another (no concurrency: the time an order's check adds is what is asked), each with its
 * own customer number; the first is timed apart (after a change, it builds the company's matcher).
 */
export async function timeCreates(session: Session, order: Record<string, unknown>, tag: string, count: number): Promise<CreateTimes> {
  const times: number[] = [];
  for (let n = 0; n <= count; n++) times.push(await timedCreate(session, order, `${tag}-${n}`));
  const [firstMs, ...rest] = times;
  return { ...summary(rest), firstMs };
}

export async function timedCreate(session: Session, order: Record<string, unknown>, customerNo: string): Promise<number> {
  const body = JSON.stringify({ head: { token: session.token }, body: { ...order, customerNo } });
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}/api/main/createOrder/1.0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = (await response.json()) as { result_code: number; body: string };
  const ms = performance.now() - started;
  if (answer.result_code !== 0) throw new Error(`createOrder answered ${answer.result_code} ${answer.body}`);
  return ms;
}

function summary(times: number[]): CreateTimes {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, meanMs: sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), firstMs: NaN };
}

/** Every subject's rule switched on (every field compared, refuse) or off (nothing compared). */
export async function switchRules(session: Session, enabled: boolean): Promise<void> {
  for (const subject of BLACKLIST_SUBJECTS) {
    await command(session, 'main/saveBlacklistRule', { subject, fields: [...BLACKLIST_SUBJECT_FIELDS[subject]], action: 'refuse', enabled });
  }
}

/**
 * The same process and company, the rules switched on and off in alternating blocks, so the machine's other work
 * weighs on both alike: each block starts with an untimed create (it rebuilds the matcher), then `perBlock` timed ones.
 */
export async function interleavedCreates(session: Session, order: Record<string, unknown>, tag: string, blocks: number, perBlock: number): Promise<{ on: CreateTimes; off: CreateTimes }> {
  const times = { on: [] as number[], off: [] as number[] };
  for (let block = 0; block < 2 * blocks; block++) {
    const on = block % 2 === 0;
    await switchRules(session, on);
    await timedCreate(session, order, `${tag}-${block}-warm`);
    for (let n = 0; n < perBlock; n++) (on ? times.on : times.off).push(await timedCreate(session, order, `${tag}-${block}-${n}`));
  }
  await switchRules(session, true);
  return { on: summary(times.on), off: summary(times.off) };
}
