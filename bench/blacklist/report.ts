import type { ImportRun } from '../excel/import-run.ts';
import type { Machine } from '../lib/machine.ts';
import type { CreateTimes } from './creates.ts';

export type Interleaved = { creates: { on: CreateTimes; off: CreateTimes }; imports: { on: ImportRun[]; off: ImportRun[] } };
export type Condition = { label: string; creates: CreateTimes; imports: ImportRun[]; interleaved?: Interleaved; peakMb: number };
type Report = { machine: Machine; entries: number; fillSeconds: number; without: Condition; withEntries: Condition };

/** The targets of issue 15: what 100,000 entries may add to one order's creation and to a 10,000-row import. */
export const TARGETS = { createAddedMs: 1, importAddedSeconds: 2 } as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const refusedMedian = (condition: Condition) => median(condition.imports.filter((run) => !run.validRowsOnly).map((run) => run.taskSeconds));
const validRun = (condition: Condition) => condition.imports.find((run) => run.validRowsOnly)!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const s = (value: number) => `${value.toFixed(2)} s`;

function row(name: string, c: Condition): string {
  const valid = validRun(c);
  return `| ${name} | ${ms(c.creates.meanMs)} | ${ms(c.creates.p50Ms)} | ${ms(c.creates.p95Ms)} | ${ms(c.creates.firstMs)} | ${s(refusedMedian(c))} | ${s(valid.taskSeconds)} (${valid.created} created) | ${Math.round(c.peakMb)} MB |`;
}

const timesRow = (name: string, times: CreateTimes) => `| ${name} | ${ms(times.meanMs)} | ${ms(times.p50Ms)} | ${ms(times.p95Ms)} |`;

export function formatBlacklistReport({ machine, entries, fillSeconds, without, withEntries }: Report): { content: string; pass: boolean } {
  const { creates: { on, off }, imports } = withEntries.interleaved!;
  // The verdicts on the interleaved runs: the two processes' runs lie minutes apart on a shared machine.
  const createAdded = on.p50Ms - off.p50Ms;
  const importMedian = (runs: ImportRun[], validRowsOnly: boolean) => median(runs.filter((run) => run.validRowsOnly === validRowsOnly).map((run) => run.taskSeconds));
  const refusedAdded = importMedian(imports.on, false) - importMedian(imports.off, false);
  const validAdded = importMedian(imports.on, true) - importMedian(imports.off, true);
  const importRow = (name: string, runs: ImportRun[]) => `| ${name} | ${runs.filter((run) => !run.validRowsOnly).map((run) => s(run.taskSeconds)).join(', ')} | ${runs.filter((run) => run.validRowsOnly).map((run) => s(run.taskSeconds)).join(', ')} |`;
  const createPass = createAdded < TARGETS.createAddedMs;
  const importPass = refusedAdded < TARGETS.importAddedSeconds && validAdded < TARGETS.importAddedSeconds;
  const content = `Run ${machine.date} on ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage} (a machine shared with other work).
\`npm run bench -- blacklist\` (bench/blacklist): one PGlite server process started as \`npm start\` runs it, on the demo data;
first without a blacklist, then restarted on the same database after ${entries.toLocaleString('en-US')} entries of HYEXP were added (written by the
bench process in ${s(fillSeconds)}: 60,000 exact phones and names, 39,500 "contains" companies, addresses and goods, 500 patterns).
Creates: main/createOrder one after another, ${without.creates.count} timed after ${50} to warm up, an order no entry matches whose invoice line
names a battery, the literal of all 500 patterns (each is then checked whole). "First" is the first create of the process
(after the entries: it loads them and builds the matcher). Import: the 10,000-row receive file of the Excel bench (500 wrong rows),
${3} runs refused as a whole (every row checked, the blacklist included) and one run that creates the 9,500 valid orders, by the server's clock.

| | create mean | p50 | p95 | first create | import refused (median) | import valid rows only | server's peak memory |
| --- | --- | --- | --- | --- | --- | --- | --- |
${row('without a blacklist', without)}
${row(`with ${entries.toLocaleString('en-US')} entries`, withEntries)}

The creates again in the second process, interleaved: ${on.count / 100} blocks of 100 with every subject's rule on (the entries
compared) alternating with blocks of 100 with every rule off (nothing compared; the version read stays), each block after
one untimed create that rebuilds the matcher.

| | create mean | p50 | p95 |
| --- | --- | --- | --- |
${timesRow('rules on (100,000 entries compared)', on)}
${timesRow('rules off', off)}

The imports again, interleaved the same way: ${imports.on.length / 2} rounds of the refused file and a new file's valid rows, rules on then off.

| | refused runs | valid-rows-only runs |
| --- | --- | --- |
${importRow('rules on', imports.on)}
${importRow('rules off', imports.off)}

- Target: the check adds under ${TARGETS.createAddedMs} ms to an order's creation: **${createPass ? 'PASS' : 'FAIL'}** (${ms(createAdded)} on the interleaved p50, ${ms(on.meanMs - off.meanMs)} on the mean)
- Target: the check adds under ${TARGETS.importAddedSeconds} s to a 10,000-row import: **${importPass ? 'PASS' : 'FAIL'}** (medians of the interleaved runs: ${s(refusedAdded)} refused, ${s(validAdded)} valid rows only)`;
  return { content, pass: createPass && importPass };
}
