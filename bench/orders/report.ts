import type { Machine } from '../lib/machine.ts';
import type { CreateResult } from './create-load.ts';
import type { DatabaseFacts, StatementPlan } from './explain.ts';
import type { ConcurrentTiming } from './concurrent-users.ts';
import type { DeepTiming, Latency, PagedTiming } from './list-timing.ts';
import { CREATE_SETTINGS } from './create-load.ts';

/** deepRatio: page 2000 by its cursor ÷ page 1; totalsMs: page 1 with totals and tab counts without a date filter (p95); concurrentP99Ms: the users at once. */
export type ListTargets = { p95Ms: number; deepRatio?: number; totalsMs?: number; concurrentP99Ms?: number };
export type Explained = { label: string; plans: StatementPlan[] };
export type ListReport = {
  engine: string;
  orders: number;
  generatedSeconds: number;
  machine: Machine;
  loadBeforeMeasuring: number;
  database: DatabaseFacts;
  targets: ListTargets;
  paged: { name: string; timing: PagedTiming }[];
  deep: { name: string; timing: DeepTiming }[];
  /** undated: without a date filter, where the totals target applies. */
  counts: { name: string; latency: Latency; undated: boolean }[];
  concurrent: { name: string; timing: ConcurrentTiming };
  explained: Explained[];
};

export const pagedPass = (report: ListReport, timing: PagedTiming) => timing.latency.p95 < report.targets.p95Ms;
/** Page 2000 against page 1 on the same request, both without the totals (medians): reached by its number (a jump) or from page 1999's cursor. */
export const deepRatio = (timing: DeepTiming) => timing.deep.p50 / timing.sorted.p50;
export const nextRatio = (timing: DeepTiming) => timing.next.p50 / timing.sorted.p50;
const deepPass = (report: ListReport, timing: DeepTiming) => !report.targets.deepRatio || nextRatio(timing) <= report.targets.deepRatio;
const underTotals = (report: ListReport, latency: Latency) => !report.targets.totalsMs || latency.p95 < report.targets.totalsMs;
const concurrentPass = (report: ListReport) => !report.targets.concurrentP99Ms || report.concurrent.timing.latency.p99 < report.targets.concurrentP99Ms;

export function isListPass(report: ListReport): boolean {
  return report.paged.every((p) => pagedPass(report, p.timing)) && report.deep.every((d) => deepPass(report, d.timing) && underTotals(report, d.timing.first))
    && report.counts.every((c) => !c.undated || underTotals(report, c.latency)) && concurrentPass(report);
}

/** The markdown of a list section: where and how it ran, the timings against the targets, the plans and the indexes. */
export function formatListReport(report: ListReport): string {
  const { machine, targets } = report;
  const verdict = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');
  const deepTarget = targets.deepRatio
    ? `; page 2000 reached as the next page at most ${targets.deepRatio}× page 1, both without totals (medians)`
    : '; page 2000 against page 1 without totals shown, no target here (the 3× target is PostgreSQL\'s, at 1,000,000 orders)';
  const totalsTarget = targets.totalsMs ? `; page 1 with totals and the tab counts without a date filter: p95 under ${targets.totalsMs} ms` : '';
  const concurrentTarget = targets.concurrentP99Ms ? `; ${report.concurrent.timing.users} users at once: p99 under ${targets.concurrentP99Ms} ms` : '';
  const c = report.concurrent.timing;
  return `
listOrders and countOrdersByStatus as the web sends them (the receive list's kinds, a status tab or all, a date
range of at most 31 days, pageSize 50, a sort), over HTTP to the server process as \`npm start\` runs it (default
logging, the built web app and its hooks; started on the database the bench filled first), logged in as demoadmin,
one request at a time as one user pages. As the web asks, page 1 carries the total and footer of the whole filtered set
(withTotals) and the pages after do not: the web keeps them while the user pages or re-sorts. ${report.orders.toLocaleString('en')} orders
of one carrier over 12 months (generated with INSERT ... SELECT generate_series, then VACUUM ANALYZE), statuses
by age, 200 customers, 4 channels, 8 countries.

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average ${machine.loadAverage} before the run, ${report.loadBeforeMeasuring} before measuring (after generating: the bench's own work is in it)
- Database: ${report.engine} ${report.database.version}, fresh; migrations, demo seed and orders in ${report.generatedSeconds.toFixed(0)} s
- Targets: p95 under ${targets.p95Ms} ms over pages 1 to 100 of each list${deepTarget}${totalsTarget}${concurrentTarget}

### Pages 1 to 100 (a warm-up pass, then 2 timed passes)

| list | load average | orders | pages | requests | p50 ms | p95 ms | max ms | page 1 with totals, max ms | p95 < ${targets.p95Ms} ms |
|---|---|---|---|---|---|---|---|---|---|
${report.paged.map(({ name, timing: t }) => `| ${name} | ${t.loadAverage.toFixed(2)} | ${t.total} | ${t.pages} | ${t.latency.samples} | ${ms(t.latency.p50)} | ${ms(t.latency.p95)} | ${ms(t.latency.max)} | ${ms(t.firstPage.max)} | ${verdict(pagedPass(report, t))} |`).join('\n')}

### Deep page: page 2000 against page 1 (alternately, ${report.deep[0]?.timing.first.samples ?? 0} of each)

| list | load average | orders | page 1 with totals p50 / p95 ms | page 1 without p50 ms | page 2000 as the next page p50 / p95 ms | next ÷ page 1 | ${targets.deepRatio ? `≤ ${targets.deepRatio}` : ''} | page 2000 by a jump p50 / p95 ms | jump ÷ page 1 | totals${targets.totalsMs ? ` p95 < ${targets.totalsMs} ms` : ''} |
|---|---|---|---|---|---|---|---|---|---|---|
${report.deep.map(({ name, timing: t }) => `| ${name} | ${t.loadAverage.toFixed(2)} | ${t.total} | ${ms(t.first.p50)} / ${ms(t.first.p95)} | ${ms(t.sorted.p50)} | ${ms(t.next.p50)} / ${ms(t.next.p95)} | ${nextRatio(t).toFixed(1)} | ${targets.deepRatio ? verdict(deepPass(report, t)) : ''} | ${ms(t.deep.p50)} / ${ms(t.deep.p95)} | ${deepRatio(t).toFixed(1)} | ${targets.totalsMs ? verdict(underTotals(report, t.first)) : ''} |`).join('\n')}

As the web asks: page 1 with the totals when the filter set is first shown (here without a date filter: the totals
come from the per-day summary, order_day_totals), page 1 without them after a re-sort, and page 2000 without them
reached two ways: as the next page after page 1999 (the web's next button sends page 1999's last row as the cursor,
\`after\`), and by its number (a jump, which skips the 99,950 index entries before it; jumps are refused past 100,000
rows). The ratios compare page 2000 with page 1 on the same request, both without totals; the target is the next
page's.

### countOrdersByStatus (the tab counts, sent with each filter change${targets.totalsMs ? `; without a date filter p95 under ${targets.totalsMs} ms` : ''})

| filters | requests | p50 ms | p95 ms | max ms | |
|---|---|---|---|---|---|
${report.counts.map(({ name, latency: l, undated }) => `| ${name} | ${l.samples} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.max)} | ${targets.totalsMs && undated ? verdict(underTotals(report, l)) : ''} |`).join('\n')}

### ${c.users} users at once: page 1 with totals (${report.concurrent.name})

Each user (a connection of autocannon's, in the bench process) sends its next request as soon as its answer arrives,
${c.latency.samples / c.users} requests each after one warm-up request each, asking for gzip as a browser does; one session for all (the
server's work per request does not depend on whose it is). Every answer is checked to be the page by its size, and the
page itself before and after. The load generator reads the answers without decoding them (fetch, which decodes and
parses each, took about 4 ms of CPU per request, a third of what the two CPUs gave the server and the database).

| load average | requests | requests/s | p50 ms | p95 ms | p99 ms | max ms | server CPU ms per request | database CPU ms per request | load generator CPU ms per request | ${targets.concurrentP99Ms ? `p99 < ${targets.concurrentP99Ms} ms` : ''} |
|---|---|---|---|---|---|---|---|---|---|---|
| ${c.loadAverage.toFixed(2)} | ${c.latency.samples} | ${c.requestsPerSecond.toFixed(0)} | ${ms(c.latency.p50)} | ${ms(c.latency.p95)} | ${ms(c.latency.p99)} | ${ms(c.latency.max)} | ${(c.serverCpuMicrosPerRequest / 1000).toFixed(2)} | ${c.databaseCpuMicrosPerRequest === undefined ? 'not on this machine' : (c.databaseCpuMicrosPerRequest / 1000).toFixed(2)} | ${(c.loadCpuMicrosPerRequest / 1000).toFixed(2)} | ${targets.concurrentP99Ms ? verdict(concurrentPass(report)) : ''} |

### Plans (EXPLAIN ANALYZE of each statement the command runs with the totals, by the bench on the filled database before the server starts; scans outermost first)

The totals statement runs with page 1 only; "size check" is the bounded count that lets a tab sorted by weight walk
orders_company_status_weight_idx or sort its filtered set whole (sortsWhole in order.list.ts).

${report.explained.map(formatExplained).join('\n')}

### Indexes of orders

| index | definition | size |
|---|---|---|
${report.database.indexes.map((i) => `| ${i.name} | \`${i.definition.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING btree /, '')}\` | ${mib(i.sizeBytes)} |`).join('\n')}

- Verdict: **${isListPass(report) ? 'PASS' : 'FAIL'}**
`;
}

function formatExplained({ label, plans }: Explained): string {
  const plan = (p: StatementPlan) => `${p.statement} ${ms(p.executionMs)} ms: ${p.scans.map((s) =>
    `${s.node} ${s.on} (${s.loops > 1 ? `${s.loops} × ` : ''}${s.rows} rows${s.heapFetches !== undefined ? `, ${s.heapFetches} heap fetches` : ''})`).join(', ')}`;
  return `- ${label}\n${plans.map((p) => `  - ${plan(p)}`).join('\n')}`;
}

export type CreateReport = { engine: string; orders: number; machine: Machine; result: CreateResult };
export const CREATE_TARGET = { createsPerSecond: 500 };

export function isCreatePass({ result }: CreateReport): boolean {
  return result.requestsPerSecond >= CREATE_TARGET.createsPerSecond && result.failures === 0 && result.stored >= result.created;
}

export function formatCreateReport(report: CreateReport): string {
  const { machine, result: r } = report;
  const s = CREATE_SETTINGS;
  return `
main/createOrder through the whole envelope as demoadmin, each request a different valid order (customers,
channels with FBA warehouses, goods, receivers, pieces with their box and invoice line, unique reference and
customer numbers), into the ${report.orders.toLocaleString('en')} orders of the list benchmark. Afterwards the run's orders are
counted in the database: every accepted one, and those still in flight when the load stopped. The load generator
(autocannon, in the bench process; request bodies encoded before the load) shares the CPUs with the server and
PostgreSQL: its CPU time per create is given.

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average before the load: ${machine.loadAverage} (the load generator, server and database share these CPUs)
- Database: ${report.engine}
- Load: autocannon, ${s.connections} connections, pipelining ${s.pipelining}, warm-up ${s.warmupSeconds} s, measured ${s.durationSeconds} s

| creates/s | p50 ms | p95 ms | p99 ms | max ms | server CPU µs/create | load generator CPU µs/create | requests | failures | accepted (with warm-up) | stored |
|---|---|---|---|---|---|---|---|---|---|---|
| ${Math.round(r.requestsPerSecond)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p95)} | ${ms(r.latencyMs.p99)} | ${ms(r.latencyMs.max)} | ${Math.round(r.serverCpuMicrosPerRequest)} | ${Math.round(r.loadCpuMicrosPerRequest)} | ${r.requests} | ${r.failures} | ${r.created} | ${r.stored} |

- Target: at least ${CREATE_TARGET.createsPerSecond} creates/s, no failures, every accepted order stored: **${isCreatePass(report) ? 'PASS' : 'FAIL'}**
`;
}

const ms = (value: number) => value.toFixed(1);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
