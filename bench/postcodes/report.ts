import type { Machine } from '../lib/machine.ts';
import type { PostcodeImport } from './import-run.ts';
import type { LookupTimes } from './lookups.ts';

/** The targets of issue 15. */
export const TARGETS = { lookupP95Ms: 20, importSeconds: 20 } as const;

type Report = { machine: Machine; loaded: number; loadSeconds: number; lookups: LookupTimes; importRows: number; imported: PostcodeImport; peakMb: number };

const ms = (value: number) => `${value.toFixed(2)} ms`;
const s = (value: number) => `${value.toFixed(2)} s`;

export function formatPostcodeReport({ machine, loaded, loadSeconds, lookups, importRows, imported, peakMb }: Report): { content: string; pass: boolean } {
  const lookupPass = lookups.p95Ms < TARGETS.lookupP95Ms && lookups.wrongAnswers === 0;
  const importPass = imported.status === 'succeeded' && imported.written === importRows && imported.seconds < TARGETS.importSeconds;
  const content = `Run ${machine.date} on ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage} (a machine shared with other work).
\`npm run bench -- postcodes\` (bench/postcodes): one PGlite server process started as \`npm start\` runs it, on the demo data with
${loaded.toLocaleString('en-US')} postcodes of HYEXP added by the bench process (ten countries of five-digit postcodes, in ${s(loadSeconds)}).
Lookups: main/lookupPostcode through HTTP one after another, ${lookups.count} of them: nine in ten a whole postcode (one place, its city
checked), one in ten its first three digits (the first 20 postcodes starting with them). Import: a ${importRows.toLocaleString('en-US')}-row workbook
(four text columns, ${imported.fileMb.toFixed(1)} MB, ${(importRows * 4).toLocaleString('en-US')} cells) of Japanese postcodes, uploaded and imported all or nothing, from
main/startPostcodeImport to the task seen final (polled every 250 ms); the server's clock stops where the task's final
transaction starts (PostgreSQL's now()), so the 200,000 rows' insert is the difference, less the last poll.

| lookup p50 | p95 | p99 | max | wrong answers | import, start to final | read and checked (server's clock) | server CPU | rows written | server's peak memory |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| ${ms(lookups.p50Ms)} | ${ms(lookups.p95Ms)} | ${ms(lookups.p99Ms)} | ${ms(lookups.maxMs)} | ${lookups.wrongAnswers} | ${s(imported.seconds)} | ${s(imported.taskSeconds)} | ${s(imported.serverCpuSeconds)} | ${imported.written.toLocaleString('en-US')} | ${Math.round(peakMb)} MB |

- Target: a lookup among ${loaded.toLocaleString('en-US')} postcodes answers within ${TARGETS.lookupP95Ms} ms at p95: **${lookupPass ? 'PASS' : 'FAIL'}** (${ms(lookups.p95Ms)})
- Target: ${importRows.toLocaleString('en-US')} postcode rows import within ${TARGETS.importSeconds} s on PGlite: **${importPass ? 'PASS' : 'FAIL'}** (${s(imported.seconds)}, ${imported.status})`;
  return { content, pass: lookupPass && importPass };
}
