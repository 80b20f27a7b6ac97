import type { Machine } from '../lib/machine.ts';
import type { ProbeTimes } from './probe.ts';

/** The targets of issue 17; "answering meanwhile" is ours: every probe answered, p95 within a second. */
export const TARGETS = { postgresSeconds: 30, pgliteSeconds: 60, probeP95Ms: 1000 } as const;

/** The month's lines written to Excel after the billing: how many, how long, and the order list meanwhile. */
export type LineExport = { rows: number; taskSeconds: number; probe: ProbeTimes };

export type BillingRun = {
  engine: 'PGlite' | 'PostgreSQL'; machine: Machine; orders: number; customers: number; fillSeconds: number;
  taskSeconds: number; bills: number; lines: number; probe: ProbeTimes; balancesAgree: boolean; exported: LineExport;
};

const limitOf = (run: BillingRun) => (run.engine === 'PostgreSQL' ? TARGETS.postgresSeconds : TARGETS.pgliteSeconds);
const answers = (probe: ProbeTimes) => probe.failures === 0 && probe.p95Ms < TARGETS.probeP95Ms;
const billed = (run: BillingRun) => run.taskSeconds < limitOf(run) && run.lines === run.orders && run.balancesAgree && answers(run.probe);
const exported = (run: BillingRun) => run.exported.rows === run.orders && answers(run.exported.probe);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (pass: boolean) => `**${pass ? 'PASS' : 'FAIL'}**`;
const probeCells = (probe: ProbeTimes) => `${probe.count} | ${probe.failures} | ${ms(probe.p50Ms)} | ${ms(probe.p95Ms)} | ${ms(probe.maxMs)}`;

export function formatBillingReport(runs: BillingRun[]): { content: string; pass: boolean } {
  const [first] = runs;
  const rows = runs.map((run) => `| ${run.engine} | ${run.orders.toLocaleString('en-US')} | ${run.customers} | ${run.fillSeconds.toFixed(0)} s | **${run.taskSeconds.toFixed(1)} s** | ${run.bills} | ${run.lines.toLocaleString('en-US')} | ${run.balancesAgree ? 'yes' : 'NO'} | ${probeCells(run.probe)} | ${run.machine.loadAverage} |`);
  const exportRows = runs.map((run) => `| ${run.engine} | ${run.exported.rows.toLocaleString('en-US')} | **${run.exported.taskSeconds.toFixed(1)} s** | ${probeCells(run.exported.probe)} |`);
  const verdicts = runs.flatMap((run) => [
    `- Target on ${run.engine}: the month billed within ${limitOf(run)} s, every order on a bill, the balances agreeing with the ledger, the order list answering meanwhile (p95 within ${TARGETS.probeP95Ms} ms): ${verdict(billed(run))} (${run.taskSeconds.toFixed(1)} s, p95 ${ms(run.probe.p95Ms)})`,
    `- Export on ${run.engine}: every line in the file, the order list answering meanwhile (p95 within ${TARGETS.probeP95Ms} ms): ${verdict(exported(run))} (${run.exported.taskSeconds.toFixed(1)} s, p95 ${ms(run.exported.probe.p95Ms)})`,
  ]);
  const content = `Run ${first.machine.date} on ${first.machine.cpus} CPUs (${first.machine.cpuModel}), ${first.machine.memoryGiB} GiB, Node ${first.machine.node} (a machine shared with other work).
\`npm run bench -- billing\` (bench/billing): the bench process adds to HYEXP 500 monthly customers with 200 orders each, ${first.orders.toLocaleString('en-US')} in all,
audited on the 10th of last month with a selling price in RMB and their reservations, then the server process
started as \`npm start\` runs \`main/generateBills\` for that month as demoadmin; the time is the task's own (started to
finished, by the server's clock). Meanwhile a second session asks main/listOrders every 250 ms, each answer timed from
when it was due. After the task the bench checks every order is on one bill line and \`rebuildBalances\` finds nothing to change.

| database | orders | customers | filled in | billed in | bills | lines | balances agree | probes | failed | p50 | p95 | max | load average |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Then, with the server started again (the bill tables as generation leaves them: it analyses them at its end), \`main/exportBillLines\` writes the lines audited that day (the month's ${first.orders.toLocaleString('en-US')}) to Excel: the
task's own time again, with the order list timed as before:

| database | lines exported | exported in | probes | failed | p50 | p95 | max |
| --- | --- | --- | --- | --- | --- | --- | --- |
${exportRows.join('\n')}

${verdicts.join('\n')}`;
  return { content, pass: runs.every((run) => billed(run) && exported(run)) };
}
