import autocannon from 'autocannon';
import type { ChildServer } from './child-server.ts';

export type LoadTarget = { url: string; headers: Record<string, string>; body: string; expectBody: string };
export type LoadSettings = { connections: number; pipelining: number; warmupSeconds: number; durationSeconds: number };
export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Server CPU time per answered request: less sensitive than requests/s to other load on the machine. */
  serverCpuMicrosPerRequest: number;
  /** Connection errors, timeouts, non-2xx answers and answers other than expectBody. */
  failures: number;
};

/** Warms the target up, then measures it: POST with the given body, every answer checked against expectBody. */
export async function runLoad(target: LoadTarget, settings: LoadSettings, server: ChildServer): Promise<LoadResult> {
  await fire(target, settings, settings.warmupSeconds, () => {});
  const latencies: number[] = [];
  const cpuBefore = await server.cpuMicros();
  const result = await fire(target, settings, settings.durationSeconds, (ms) => latencies.push(ms));
  const cpuUsed = (await server.cpuMicros()) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: { p50: at(50), p95: at(95), p99: at(99), max: at(100) },
    serverCpuMicrosPerRequest: cpuUsed / result.requests.total,
    failures: result.errors + result.non2xx + result.mismatches,
  };
}

function fire(target: LoadTarget, settings: LoadSettings, seconds: number, onLatency: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...target, method: 'POST', connections: settings.connections, pipelining: settings.pipelining, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}
