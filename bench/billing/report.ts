import type { Machine } from '../lib/machine.ts';
import type { ProbeTimes } from './probe.ts';

/** The targets of issue 17; "answering meanwhile" is ours: every probe answered, p95 within a second. */
export const TARGETS = { postgresSeconds: 30, pgliteSeconds: 60, probeP95Ms: 1000 } as const;

export type BillingRun = {
  engine: 'PGlite' | 'PostgreSQL'; machine: Machine; orders: number; customers: number; fillSeconds: number;
  taskSeconds: number; bills: number; lines: number; probe: ProbeTimes; balancesAgree: boolean;
};

const limitOf = (run: BillingRun) => (run.engine === 'PostgreSQL' ? TARGETS.postgresSeconds : TARGETS.pgliteSeconds);
const passes = (run: BillingRun) => run.taskSeconds < limitOf(run) && run.lines === run.orders && run.balancesAgree
  && run.probe.failures === 0 && run.probe.p95Ms < TARGETS.probeP95Ms;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export function formatBillingReport(runs: BillingRun[]): { content: string; pass: boolean } {
  const [first] = runs;
  const rows = runs.map((run) => `| ${run.engine} | ${run.orders.toLocaleString('en-US')} | ${run.customers} | ${run.fillSeconds.toFixed(0)} s | **${run.taskSeconds.toFixed(1)} s** | ${run.bills} | ${run.lines.toLocaleString('en-US')} | ${run.balancesAgree ? 'yes' : 'NO'} | ${run.probe.count} | ${run.probe.failures} | ${ms(run.probe.p50Ms)} | ${ms(run.probe.p95Ms)} | ${ms(run.probe.maxMs)} | ${run.machine.loadAverage} |`);
  const verdicts = runs.map((run) => `- Target on ${run.engine}: the month billed within ${limitOf(run)} s, every order on a bill, the balances agreeing with the ledger, the order list answering meanwhile (p95 within ${TARGETS.probeP95Ms} ms): **${passes(run) ? 'PASS' : 'FAIL'}** (${run.taskSeconds.toFixed(1)} s, p95 ${ms(run.probe.p95Ms)})`);
  const content = `Run ${first.machine.date} on ${first.machine.cpus} CPUs (${first.machine.cpuModel}), ${first.machine.memoryGiB} GiB, Node ${first.machine.node} (a machine shared with other work).
\`npm run bench -- billing\` (bench/billing): the bench process adds to HYEXP 500 monthly customers with 200 orders each, ${first.orders.toLocaleString('en-US')} in all,
audited on the 10th of last month with a selling price in RMB and their reservations, then the server process
started as \`npm start\` runs \`main/generateBills\` for that month as demoadmin; the time is the task's own (started to
finished, by the server's clock). Meanwhile a second session asks main/listOrders every 250 ms, each answer timed from
when it was due. After the task the bench checks every order is on one bill line and \`rebuildBalances\` finds nothing to change.

| database | orders | customers | filled in | billed in | bills | lines | balances agree | probes | failed | p50 | p95 | max | load average |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${verdicts.join('\n')}`;
  return { content, pass: runs.every(passes) };
}
