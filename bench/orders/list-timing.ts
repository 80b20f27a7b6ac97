import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/percentile.ts';
import { commandRequest, send } from '../lib/requests.ts';
import type { ListFilters } from './scenarios.ts';

export const PAGE_SIZE = 50;

export type Latency = { samples: number; p50: number; p95: number; p99: number; max: number };
/** latency: every page; firstPage: page 1 alone, the one request that carries the totals; loadAverage: 1-minute, as it began. */
export type PagedTiming = { total: number; pages: number; latency: Latency; firstPage: Latency; loadAverage: number };
/**
 * first: page 1 with the totals (a filter set first shown); sorted: page 1 without (after a re-sort); deep: the deep
 * page by a jump (its number); next: the deep page as the next page of the one before it (its cursor).
 */
export type DeepTiming = { total: number; deepPage: number; first: Latency; sorted: Latency; deep: Latency; next: Latency; loadAverage: number };

type Session = { baseUrl: string; token: string };
type ListAnswer = { list: unknown[]; total?: number; cursors?: { before: string; after: string } };

/**
 * Pages 1 to min(maxPages, last page) of a list as one user clicks through them, one request at a time: a pass
 * to warm up, then `rounds` timed passes. As the web asks: the totals with page 1 only, kept for the pages after.
 * Every page must hold its 50 rows (fewer only on the last page).
 */
export async function timePages(session: Session, filters: ListFilters, maxPages: number, rounds: number): Promise<PagedTiming> {
  const loadAverage = loadavg()[0];
  const total = await totalOf(session, filters);
  const pages = Math.min(maxPages, Math.ceil(total / PAGE_SIZE));
  const latencies: number[] = [];
  const firstPage: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    for (let page = 1; page <= pages; page++) {
      const { ms, body } = await callList(session, filters, page, page === 1);
      const expected = Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE);
      if (body.list.length !== expected || (page === 1 && body.total !== total)) throw new Error(`page ${page} held ${body.list.length} of ${body.total}, expected ${expected} of ${total}`);
      if (round === 0) continue;
      latencies.push(ms);
      if (page === 1) firstPage.push(ms);
    }
  }
  return { total, pages, latency: summarise(latencies), firstPage: summarise(firstPage), loadAverage };
}

/**
 * Page 1 with the totals (as a filter set is first shown), page 1 without (after a re-sort), a deep page without
 * by a jump within the same filter set, and the same page as the next one after the page before it (from that
 * page's cursor, as the web's next button asks), alternately, after one warm-up request of each.
 */
export async function timeDeepPage(session: Session, filters: ListFilters, deepPage: number, rounds: number): Promise<DeepTiming> {
  const loadAverage = loadavg()[0];
  const total = await totalOf(session, filters);
  if (total < deepPage * PAGE_SIZE) throw new Error(`only ${total} orders: no page ${deepPage}`);
  const after = (await callList(session, filters, deepPage - 1, false)).body.cursors?.after;
  if (!after) throw new Error(`page ${deepPage - 1} answered no cursors`);
  const [first, sorted, deep, next]: number[][] = [[], [], [], []];
  for (let round = 0; round <= rounds; round++) {
    const one = await callList(session, filters, 1, true);
    const oneAgain = await callList(session, filters, 1, false);
    const far = await callList(session, filters, deepPage, false);
    const following = await callList(session, filters, deepPage, false, after);
    if (JSON.stringify(following.body.list) !== JSON.stringify(far.body.list)) throw new Error(`page ${deepPage} by its cursor differs from page ${deepPage} by its number`);
    if (far.body.list.length !== PAGE_SIZE) throw new Error(`page ${deepPage} held ${far.body.list.length} rows`);
    if (round === 0) continue;
    first.push(one.ms);
    sorted.push(oneAgain.ms);
    deep.push(far.ms);
    next.push(following.ms);
  }
  return { total, deepPage, first: summarise(first), sorted: summarise(sorted), deep: summarise(deep), next: summarise(next), loadAverage };
}

async function totalOf(session: Session, filters: ListFilters): Promise<number> {
  const { body } = await callList(session, filters, 1, true);
  if (body.total === undefined) throw new Error('listOrders answered no total with withTotals');
  return body.total;
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

/** As the web asks: the page's cursors with every page, the next page from the page before's (after). */
const callList = (session: Session, filters: ListFilters, currentPage: number, withTotals: boolean, after?: string) =>
  timedCall<ListAnswer>(session, 'main/listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage, withTotals, withCursors: true, after });

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
  return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}
