import { fileURLToPath } from 'node:url';
import { benchBilling } from './billing/bench.ts';
import { benchBlacklist } from './blacklist/bench.ts';
import { benchEnvelope } from './envelope/bench.ts';
import { benchExcelPglite, benchExcelPostgres } from './excel/bench.ts';
import { benchExcelHostile } from './excel-hostile/bench.ts';
import { benchLabels } from './labels/bench.ts';
import { benchCreateOrderPostgres, benchOrdersPglite, benchOrdersPostgres } from './orders/bench.ts';
import { benchPostcodes } from './postcodes/bench.ts';
import { benchLedger } from './ledger/bench.ts';
import { benchPrices } from './prices/bench.ts';
import { benchPrintTask } from './print/print-task.ts';
import { benchScanPrint } from './print/scan-print.ts';
import { benchWebBundle } from './web-bundle/bench.ts';
import { benchWebList } from './web-list/bench.ts';

type Bench = (resultsFile: string) => Promise<boolean>;

// Runs the benchmarks in turn, or those named (`npm run bench -- orders` runs both order ones); each rewrites
// its own section of RESULTS.md. BENCH_CPU_PROF=<dir> profiles the server processes.
const BENCHMARKS: Record<string, Bench> = {
  envelope: benchEnvelope,
  'orders-postgres': benchOrdersPostgres,
  'orders-pglite': benchOrdersPglite,
  'excel-pglite': benchExcelPglite,
  'excel-postgres': benchExcelPostgres,
  'excel-hostile': benchExcelHostile,
  labels: benchLabels,
  'scan-print': benchScanPrint,
  'print-task': benchPrintTask,
  'web-bundle': benchWebBundle,
  'web-list': benchWebList,
  blacklist: benchBlacklist,
  postcodes: benchPostcodes,
  prices: benchPrices,
  ledger: benchLedger,
  billing: benchBilling,
};

// Run only when named: part of a benchmark above, for measuring one change quickly.
const PARTS: Record<string, Bench> = {
  'create-order': benchCreateOrderPostgres,
};

const resultsFile = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const asked = process.argv.slice(2);
const chosen = [
  ...Object.keys(BENCHMARKS).filter((name) => !asked.length || asked.some((a) => name === a || name.startsWith(`${a}-`))),
  ...Object.keys(PARTS).filter((name) => asked.includes(name)),
];
if (!chosen.length) throw new Error(`no benchmark named ${asked.join(', ')}; there are ${[...Object.keys(BENCHMARKS), ...Object.keys(PARTS)].join(', ')}`);
const passed: boolean[] = [];
for (const name of chosen) passed.push(await (BENCHMARKS[name] ?? PARTS[name])(resultsFile));
console.log(`results in ${resultsFile}: ${passed.every(Boolean) ? 'PASS' : 'FAIL'}`);
if (!passed.every(Boolean)) process.exitCode = 1;
