import type { LoadResult, LoadSettings } from '../lib/load.ts';
import type { Machine } from '../lib/machine.ts';
import { FILE, HEALTH, NO_ROUTE } from './requests.ts';

export const TARGET = { requestsPerSecond: 10_000, p99Ms: 10 };

export type EnvelopeReport = {
  machine: Machine;
  database: string;
  settings: LoadSettings;
  envelope: LoadResult;
  /** Fastify's 404 to a POST no route takes: the reference of the ratio. */
  bare: LoadResult;
  /** GET /static/version.json: a file of the built web app. */
  file: LoadResult;
  /** GET /api/health: a database ping and the task runner check. */
  health: LoadResult;
  revokedTokenRefused: boolean;
};

export function isPass(report: EnvelopeReport): boolean {
  const { envelope } = report;
  return envelope.requestsPerSecond >= TARGET.requestsPerSecond && envelope.latencyMs.p99 < TARGET.p99Ms && envelope.failures === 0
    && report.bare.failures === 0 && report.file.failures === 0 && report.health.failures === 0 && report.revokedTokenRefused;
}

/** The markdown of the section: where it ran, how, the four rows, the ratios and the verdict. */
export function formatReport(report: EnvelopeReport): string {
  const { machine, settings, envelope, bare, file, health } = report;
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${r.loadAverage.toFixed(2)} | ${Math.round(r.requestsPerSecond)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p95)} | ${ms(r.latencyMs.p99)} | ${ms(r.latencyMs.max)} | ${Math.round(r.serverCpuMicrosPerRequest)} | ${r.logLinesPerRequest.toFixed(2)} | ${r.requests} | ${r.failures} |`;
  const ratio = (to: LoadResult) =>
    `${(envelope.requestsPerSecond / to.requestsPerSecond).toFixed(2)} in requests/s, ${(envelope.serverCpuMicrosPerRequest / to.serverCpuMicrosPerRequest).toFixed(2)} in server CPU per request`;
  return `
uc/checkSession (permission 'session', empty body) through the whole envelope: form-encoded head+body parse,
session lookup (through the caller cache), permission, zod validation, its log line. The server is the process
\`npm start\` runs, started by the bench on a free port: default logging (info, one JSON line per command on stdout,
piped to the bench and counted), the built web app with its security headers, compression and caching hooks. Its CPU
is read from /proc/<pid>/stat. That process has no route that does nothing, so the bare Fastify reference is its own
404 to a POST no route takes (${NO_ROUTE}: routing, the hooks, a small JSON answer, as a bare route does), measured in
the same run on the same process, as are a file of the built web app (${FILE}, looked up and read per request) and the
health check (${HEALTH}: a database ping and the task runner check). The envelope's requests carry a browser's
accept-encoding (its answer is too small to be compressed); the references are asked without it (a file is a stream,
compressed whatever its size: that would measure brotli).

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average before the run: ${machine.loadAverage}, and per route below as its measured part began (the load generator shares these CPUs; other work on the machine lowers requests/s and raises latency, server CPU per request moves less)
- Database: ${report.database}
- Load: autocannon, ${settings.connections} connections, pipelining ${settings.pipelining}, warm-up ${settings.warmupSeconds} s, measured ${settings.durationSeconds} s, one route after the other, the envelope first

| route | load average | requests/s | p50 ms | p95 ms | p99 ms | max ms | server CPU µs/request | log lines/request | requests | failures |
|---|---|---|---|---|---|---|---|---|---|---|
${row('envelope POST uc/checkSession', envelope)}
${row(`bare: POST ${NO_ROUTE} (Fastify's 404)`, bare)}
${row(`GET ${FILE} (a file)`, file)}
${row(`GET ${HEALTH} (database ping)`, health)}

- Ratio envelope/bare: ${ratio(bare)}
- Ratio envelope/file: ${ratio(file)}; envelope/health: ${ratio(health)}
- Revoked token refused at once despite the cache (logout, then checkSession answers 404): ${report.revokedTokenRefused ? 'yes' : 'NO'}
- Target: at least ${TARGET.requestsPerSecond} requests/s with p99 under ${TARGET.p99Ms} ms, no failures: **${isPass(report) ? 'PASS' : 'FAIL'}** (${Math.round(envelope.requestsPerSecond)} requests/s, p99 ${ms(envelope.latencyMs.p99)} ms, ${envelope.failures} failures)
`;
}

const ms = (value: number) => value.toFixed(2);
