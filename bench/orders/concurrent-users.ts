import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { percentile } from '../lib/percentile.ts';
import { cpuMicrosOf } from '../lib/proc.ts';
import { commandRequest, send } from '../lib/requests.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { PAGE_SIZE, type Latency } from './list-timing.ts';
import type { ListFilters } from './scenarios.ts';

/** Users asking at once, each sending its next request as its answer arrives; CPU per answered request. */
export type ConcurrentTiming = {
  users: number; latency: Latency; requestsPerSecond: number; loadAverage: number; serverCpuMicrosPerRequest: number; loadCpuMicrosPerRequest: number;
  /** The local PostgreSQL's processes (user postgres), when the database runs on this machine; undefined otherwise. */
  databaseCpuMicrosPerRequest?: number;
};

type Session = { baseUrl: string; token: string };

/**
 * `users` connections, each sending page 1 with totals as soon as its answer arrives (one warm-up request each, then
 * `requests` each), gzip asked for as a browser asks. The load comes from autocannon, which reads the answers without
 * decoding them, so the load generator takes little of the CPUs the server shares with it. Every answer must be a 200
 * of the size of the checked one (an error envelope is a tenth of it); the page is checked before and after.
 */
export async function timeConcurrentUsers(session: Session, server: ServerProcess, filters: ListFilters, users: number, requests: number): Promise<ConcurrentTiming> {
  const request = commandRequest(session.baseUrl, 'main/listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage: 1, withTotals: true, withCursors: true }, session.token);
  await expectPage(request);
  const target = { ...request, headers: { ...request.headers, 'accept-encoding': 'gzip' } };
  const warmUp = await fire(target, users, users);
  const loadAverage = loadavg()[0];
  const serverCpuBefore = server.cpuMicros();
  const databaseCpuBefore = databaseCpuMicros();
  const loadCpuBefore = process.cpuUsage();
  const measured = await fire(target, users, users * requests);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const serverCpu = server.cpuMicros() - serverCpuBefore;
  const databaseCpu = databaseCpuMicros() - databaseCpuBefore;
  await expectPage(request);
  const expectedBytes = warmUp.bytes[0] ?? 0;
  const odd = measured.bytes.filter((bytes) => Math.abs(bytes - expectedBytes) > expectedBytes / 100).length + measured.failures;
  if (odd) throw new Error(`${odd} of ${measured.latencies.length} answers were not the page (${expectedBytes} bytes)`);
  const sorted = [...measured.latencies].sort((a, b) => a - b);
  const answered = sorted.length;
  return {
    users, loadAverage, requestsPerSecond: answered / measured.seconds,
    latency: { samples: answered, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) },
    serverCpuMicrosPerRequest: serverCpu / answered, loadCpuMicrosPerRequest: (loadCpu.user + loadCpu.system) / answered,
    databaseCpuMicrosPerRequest: Number.isNaN(databaseCpu) ? undefined : databaseCpu / answered,
  };
}

/** CPU time of every process of the user postgres on this machine (the server's connections are among them); NaN when there is none. */
function databaseCpuMicros(): number {
  let pids: string[];
  try {
    pids = execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return NaN;
  }
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMicrosOf(Number(pid));
    } catch {
      return sum; // ended meanwhile
    }
  }, 0);
}

async function expectPage(request: ReturnType<typeof commandRequest>): Promise<void> {
  const { answer, text } = await send(request);
  const page = answer.result_code === 0 ? (JSON.parse(answer.body) as { list: unknown[] }) : undefined;
  if (page?.list.length !== PAGE_SIZE) throw new Error(`page 1 answered ${text.slice(0, 300)}`);
}

function fire(request: ReturnType<typeof commandRequest>, connections: number, amount: number) {
  const latencies: number[] = [];
  const bytes: number[] = [];
  return new Promise<{ latencies: number[]; bytes: number[]; failures: number; seconds: number }>((resolve, reject) => {
    const instance = autocannon(
      { url: request.url, method: 'POST', headers: request.headers, body: request.body, connections, pipelining: 1, amount },
      (error, result) => (error ? reject(error) : resolve({ latencies, bytes, failures: result.errors + result.timeouts + result.non2xx, seconds: result.duration })),
    );
    instance.on('response', (_client, _status, responseBytes, ms) => {
      latencies.push(ms);
      bytes.push(responseBytes);
    });
  });
}
