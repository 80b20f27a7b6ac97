import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { ServerProcess } from './server-process.ts';
import { percentile } from './percentile.ts';

/** expectStatus: the status every answer must have; any 2xx when left out. */
export type LoadTarget = { url: string; method?: 'GET' | 'POST'; headers: Record<string, string>; expectStatus?: number } & (
  | { body?: string; expectBody: string }
  /** A new body for every request (unique numbers), each answer checked by accepts. */
  | { nextBody: () => string; accepts: (answer: string) => boolean }
);
export type LoadSettings = { connections: number; pipelining: number; warmupSeconds: number; durationSeconds: number };
export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Server CPU time per answered request: less sensitive than requests/s to other load on the machine. */
  serverCpuMicrosPerRequest: number;
  /** This process's CPU time per request: the load generator shares the machine with the server. */
  loadCpuMicrosPerRequest: number;
  /** Connection errors, timeouts, answers of another status than expected and answers other than expected. */
  failures: number;
  /** Lines the server logged per measured request. */
  logLinesPerRequest: number;
  /** The machine's 1-minute load average as the measured part began (after the warm-up). */
  loadAverage: number;
};

/** Warms the target up, then measures it: POST with the given body (or GET), every answer checked. */
export async function runLoad(target: LoadTarget, settings: LoadSettings, server: ServerProcess): Promise<LoadResult> {
  await fire(target, settings, settings.warmupSeconds, () => {});
  const latencies: number[] = [];
  const loadAverage = loadavg()[0];
  const cpuBefore = server.cpuMicros();
  const linesBefore = server.logLines();
  const loadCpuBefore = process.cpuUsage();
  const { result, refused } = await fire(target, settings, settings.durationSeconds, (ms) => latencies.push(ms));
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const cpuUsed = server.cpuMicros() - cpuBefore;
  // The last lines may still be in the pipe: a moment for them to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const logLines = server.logLines() - linesBefore;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => percentile(latencies, p);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: { p50: at(50), p95: at(95), p99: at(99), max: at(100) },
    serverCpuMicrosPerRequest: cpuUsed / result.requests.total,
    loadCpuMicrosPerRequest: (loadCpu.user + loadCpu.system) / result.requests.total,
    failures: result.errors + unexpectedStatuses(result, target.expectStatus) + result.mismatches + refused,
    logLinesPerRequest: logLines / result.requests.total,
    loadAverage,
  };
}

function fire(target: LoadTarget, settings: LoadSettings, seconds: number, onLatency: (ms: number) => void) {
  let refused = 0;
  const bodies: Partial<autocannon.Options> = 'nextBody' in target
    ? { requests: [{ setupRequest: (request) => ({ ...request, body: target.nextBody() }), onResponse: (_status, body) => { if (!target.accepts(body)) refused++; } }] }
    : { body: target.body, expectBody: target.expectBody };
  return new Promise<{ result: autocannon.Result; refused: number }>((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, headers: target.headers, ...bodies, method: target.method ?? 'POST', connections: settings.connections, pipelining: settings.pipelining, duration: seconds },
      (error, result) => (error ? reject(error) : resolve({ result, refused })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

function unexpectedStatuses(result: autocannon.Result, expected: number | undefined): number {
  if (expected === undefined) return result.non2xx;
  return result.requests.total - (result.statusCodeStats?.[`${expected}`]?.count ?? 0);
}
