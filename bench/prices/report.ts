import type { Machine } from '../lib/machine.ts';
import type { CARD_SHAPE } from './cards.ts';
import type { ImportPricing } from './import-pricing.ts';
import type { TrialTimes } from './trials.ts';

/** The target of issue 16. */
export const TARGETS = { trialP95Ms: 30, importPricingSeconds: 2 } as const;

type Report = { machine: Machine; shape: typeof CARD_SHAPE; firstMs: number; warm: number; trials: TrialTimes; peakMb: number; imported: ImportPricing };

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function formatPriceReport({ machine, shape, firstMs, warm, trials, peakMb, imported }: Report): { content: string; pass: boolean } {
  const trialPass = trials.p95Ms < TARGETS.trialP95Ms && trials.wrongAnswers === 0;
  const importPass = imported.seconds < TARGETS.importPricingSeconds;
  const content = `Run ${machine.date} on ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage} (a machine shared with other work).
\`npm run bench -- prices\` (bench/prices): one PGlite server process started as \`npm start\` runs it, on the demo data with
${shape.channels} channels of HYEXP added by the bench process, each with a selling card of ${shape.zones} zones, ${shape.breaks} weight breaks and
${shape.surcharges} surcharges. main/freightTrial through HTTP one after another, ${trials.count} of them after ${warm} warm ones: two
battery pieces (one oversize) to a US postcode over the ${shape.channels} channels, every total converted to USD; each answer must offer all of them.
The first trial of the process compiles the ${shape.channels} cards (cached by id and version afterwards).

| first trial | p50 | p95 | p99 | max | channels offered | wrong answers | server's peak memory |
| --- | --- | --- | --- | --- | --- | --- | --- |
| ${ms(firstMs)} | ${ms(trials.p50Ms)} | ${ms(trials.p95Ms)} | ${ms(trials.p99Ms)} | ${ms(trials.maxMs)} | ${trials.offered} | ${trials.wrongAnswers} | ${Math.round(peakMb)} MB |

Pricing an import: the server stopped, the bench process prices ${imported.orders.toLocaleString('en-US')} orders as the import does (the demo's
${imported.distinctOrders} stored orders of HYEXP over and over: every channel, customer and destination they hold), per slice of 1,000 the
pricing books read, each order priced in memory and its rows inserted, in one transaction rolled back at the end.

| orders | price rows written | pricing, all slices |
| --- | --- | --- |
| ${imported.orders.toLocaleString('en-US')} | ${imported.priceRows.toLocaleString('en-US')} | ${imported.seconds.toFixed(2)} s |

- Target: a trial over ${shape.channels} channels answers within ${TARGETS.trialP95Ms} ms at p95 through the whole envelope: **${trialPass ? 'PASS' : 'FAIL'}** (${ms(trials.p95Ms)})
- Target: pricing an imported file of ${imported.orders.toLocaleString('en-US')} orders adds under ${TARGETS.importPricingSeconds} s to the import: **${importPass ? 'PASS' : 'FAIL'}** (${imported.seconds.toFixed(2)} s)`;
  return { content, pass: trialPass && importPass };
}
