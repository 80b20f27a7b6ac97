import { readFileSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { EXCEL_LIMITS, type ExcelLimits } from '@parcelflow/contract';
import { TWO_COLUMNS } from '@parcelflow/server/src/modules/excel/hostile-workbooks.fixture.ts';
import { readImportWorkbook } from '@parcelflow/server/src/modules/excel/read-import-workbook.ts';
import { statusMb } from '../lib/proc.ts';

// Run by bench.ts in a fresh process per reading (node --expose-gc): reads the workbook file bench.ts built as the
// import reads an upload, and prints what the reading cost as one line of JSON.

export type HostileReading = { cpuSeconds: number; peakGrowthMb: number; youngGrowthMb: number; outcome: string };

/** The resident bytes of V8's young generation, where every object starts and most die at the next scavenge. */
const youngGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;

const [path, limitsJson] = process.argv.slice(2);
if (!path || !globalThis.gc) throw new Error('usage: node --expose-gc --import tsx read-one.ts <file> [limits JSON]');
const limits: ExcelLimits = limitsJson ? JSON.parse(limitsJson) : EXCEL_LIMITS;
const file = readFileSync(path);
globalThis.gc();
// Writing 5 to clear_refs resets VmHWM to the resident set now, so the peak read after is the reading's own.
writeFileSync('/proc/self/clear_refs', '5');
const rssMb = statusMb(process.pid, 'VmRSS');
const young = youngGeneration();
const cpu = process.cpuUsage();
const read = await readImportWorkbook(file, TWO_COLUMNS, 'en-US', limits);
const used = process.cpuUsage(cpu);
const reading: HostileReading = {
  cpuSeconds: (used.user + used.system) / 1e6,
  peakGrowthMb: statusMb(process.pid, 'VmHWM') - rssMb,
  youngGrowthMb: (youngGeneration() - young) / 2 ** 20,
  outcome: 'problems' in read ? `refused: ${read.problems[0]?.reason}` : `read: ${read.workbook.orders.rows.length} rows`,
};
console.log(JSON.stringify(reading));
