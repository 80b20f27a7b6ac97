import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/percentile.ts';
import { commandRequest, send } from '../lib/requests.ts';
import type { ListFilters } from './scenarios.ts';

export const PAGE_SIZE = 50;

export type Latency = { samples: number; p50: number; p95: number; max: number };
export type PagedTiming = { total: number; pages: number; latency: Latency };
export type DeepTiming = { total: number; deepPage: number; first: Latency; deep: Latency };

type Session = { baseUrl: string; token: string };
type ListAnswer = { list: unknown[]; total: number };

/**
 * Pages 1 to min(maxPages, last page) of a list as one user clicks through them, one request at a time: a pass
 * to warm up, then `rounds` timed passes. Every page must hold its 50 rows (fewer only on the last page).
 */
export async function timePages(session: Session, filters: ListFilters, maxPages: number, rounds: number): Promise<PagedTiming> {
  const { body: first } = await callList(session, filters, 1);
  const pages = Math.min(maxPages, Math.ceil(first.total / PAGE_SIZE));
  const latencies: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    for (let page = 1; page <= pages; page++) {
      const { ms, body } = await callList(session, filters, page);
      const expected = Math.min(PAGE_SIZE, first.total - (page - 1) * PAGE_SIZE);
      if (body.list.length !== expected || body.total !== first.total) throw new Error(`page ${page} held ${body.list.length} of ${body.total}, expected ${expected} of ${first.total}`);
      if (round > 0) latencies.push(ms);
    }
  }
  return { total: first.total, pages, latency: summarise(latencies) };
}

/** Page 1 against a deep page, alternately, after one warm-up request of each. */
export async function timeDeepPage(session: Session, filters: ListFilters, deepPage: number, rounds: number): Promise<DeepTiming> {
  const { body } = await callList(session, filters, 1);
  if (body.total < deepPage * PAGE_SIZE) throw new Error(`only ${body.total} orders: no page ${deepPage}`);
  const first: number[] = [];
  const deep: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const one = await callList(session, filters, 1);
    const far = await callList(session, filters, deepPage);
    if (far.body.list.length !== PAGE_SIZE) throw new Error(`page ${deepPage} held ${far.body.list.length} rows`);
    if (round === 0) continue;
    first.push(one.ms);
    deep.push(far.ms);
  }
  return { total: body.total, deepPage, first: summarise(first), deep: summarise(deep) };
}

/** countOrdersByStatus under the filters, after one warm-up request. */
export async function timeCounts(session: Session, filters: ListFilters, rounds: number): Promise<Latency> {
  const latencies: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const { ms } = await timedCall(session, 'main/countOrdersByStatus', filters);
    if (round > 0) latencies.push(ms);
  }
  return summarise(latencies);
}

const callList = (session: Session, filters: ListFilters, currentPage: number) =>
  timedCall<ListAnswer>(session, 'main/listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage });

/** One command over HTTP, timed from sending to the whole answer read. */
async function timedCall<T>(session: Session, command: string, body: unknown): Promise<{ ms: number; body: T }> {
  const request = commandRequest(session.baseUrl, command, body, session.token);
  const start = performance.now();
  const { answer, text } = await send(request);
  const ms = performance.now() - start;
  if (answer.result_code !== 0) throw new Error(`${command} answered ${text}`);
  return { ms, body: JSON.parse(answer.body) as T };
}

function summarise(latencies: number[]): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
}
