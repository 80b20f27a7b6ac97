import type { LoadResult, LoadSettings } from '../lib/load.ts';
import type { Machine } from '../lib/machine.ts';

export const TARGET = { requestsPerSecond: 10_000, p99Ms: 10 };

export type EnvelopeReport = {
  machine: Machine;
  database: string;
  settings: LoadSettings;
  envelope: LoadResult;
  bare: LoadResult;
  revokedTokenRefused: boolean;
};

export function isPass(report: EnvelopeReport): boolean {
  const { envelope } = report;
  return envelope.requestsPerSecond >= TARGET.requestsPerSecond && envelope.latencyMs.p99 < TARGET.p99Ms && envelope.failures === 0 && report.bare.failures === 0 && report.revokedTokenRefused;
}

/** The markdown of the section: where it ran, how, the two rows and the verdict. */
export function formatReport(report: EnvelopeReport): string {
  const { machine, settings, envelope, bare } = report;
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p95)} | ${ms(r.latencyMs.p99)} | ${ms(r.latencyMs.max)} | ${Math.round(r.serverCpuMicrosPerRequest)} | ${r.requests} | ${r.failures} |`;
  return `
uc/checkSession (permission 'session', empty body) through the whole envelope: form-encoded head+body parse,
session lookup (through the caller cache), permission, zod validation; against a bare Fastify POST route on the
same instance. The server runs in a child process, logging off.

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average before the run: ${machine.loadAverage} (the load generator shares these CPUs)
- Database: ${report.database}
- Load: autocannon, ${settings.connections} connections, pipelining ${settings.pipelining}, warm-up ${settings.warmupSeconds} s, measured ${settings.durationSeconds} s

| route | requests/s | p50 ms | p95 ms | p99 ms | max ms | server CPU µs/request | requests | failures |
|---|---|---|---|---|---|---|---|---|
${row('envelope uc/checkSession', envelope)}
${row('bare Fastify route', bare)}

- Ratio envelope/bare: ${(envelope.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} in requests/s, ${(envelope.serverCpuMicrosPerRequest / bare.serverCpuMicrosPerRequest).toFixed(2)} in server CPU per request
- Revoked token refused at once despite the cache (logout, then checkSession answers 404): ${report.revokedTokenRefused ? 'yes' : 'NO'}
- Target: at least ${TARGET.requestsPerSecond} requests/s with p99 under ${TARGET.p99Ms} ms, no failures: **${isPass(report) ? 'PASS' : 'FAIL'}**
`;
}

const ms = (value: number) => value.toFixed(2);
