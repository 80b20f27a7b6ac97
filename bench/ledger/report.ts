import type { Machine } from '../lib/machine.ts';
import type { ReadTimes } from './reads.ts';

/** The target of issue 17. */
export const TARGETS = { accountReadP95Ms: 20 } as const;

export type LedgerRun = { engine: string; machine: Machine; entries: number; accounts: number; fillSeconds: number; warm: number; reads: ReadTimes };

const ms = (value: number) => `${value.toFixed(2)} ms`;
const passes = (run: LedgerRun) => run.reads.p95Ms < TARGETS.accountReadP95Ms && run.reads.wrongAnswers === 0;

export function formatLedgerReport(runs: LedgerRun[]): { content: string; pass: boolean } {
  const [first] = runs;
  const { machine } = first;
  const rows = runs.map((run) => `| ${run.engine} | ${run.entries.toLocaleString('en-US')} | ${run.accounts} | ${run.fillSeconds.toFixed(1)} s | ${run.reads.count} | ${ms(run.reads.p50Ms)} | ${ms(run.reads.p95Ms)} | ${ms(run.reads.p99Ms)} | ${ms(run.reads.maxMs)} | ${run.reads.wrongAnswers} | ${run.machine.loadAverage} |`);
  const verdicts = runs.map((run) => `- Target on ${run.engine}: an account's balance and its last 50 entries within ${TARGETS.accountReadP95Ms} ms at p95: **${passes(run) ? 'PASS' : 'FAIL'}** (${ms(run.reads.p95Ms)})`);
  const content = `Run ${machine.date} on ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node} (a machine shared with other work).
\`npm run bench -- ledger\` (bench/ledger): the bench process writes ${first.entries.toLocaleString('en-US')} ledger entries over every account of HYEXP's
demo customers in the five currencies (order charges, a recharge every tenth entry, each with its running balance, the
accounts at their sums), then the server process started as \`npm start\` runs it answers main/listLedgerEntries (the account
with balance, reserved and available, the newest 50 entries and the entry count) through HTTP, one request after another,
${first.reads.count} of them after ${first.warm} warm ones, each for the next account in turn; each answer must hold 50 entries, the newest
with the account's balance.

| database | entries | accounts | filled in | reads | p50 | p95 | p99 | max | wrong answers | load average |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${verdicts.join('\n')}`;
  return { content, pass: runs.every(passes) };
}
