import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTILE_WORKBOOKS } from '@parcelflow/server/src/modules/excel/hostile-workbooks.fixture.ts';
import { describeMachine } from '../lib/machine.ts';
import { writeSection } from '../lib/results-file.ts';
import type { HostileReading } from './read-one.ts';

const SECTION = 'Excel: hostile workbooks';
/** Issue 11's bounds for reading any one hostile file. */
const TARGETS = { cpuSeconds: 1, growthMb: 50 } as const;
const RUNS = 3;
const readOne = fileURLToPath(new URL('./read-one.ts', import.meta.url));
const readingOf = (output: string) => JSON.parse(output.trim().split('\n').at(-1) ?? '') as HostileReading;

/** Builds each hostile workbook, reads it RUNS times, each in a fresh process, and holds the worst run to the targets. */
export async function benchExcelHostile(resultsFile: string): Promise<boolean> {
  const machine = describeMachine();
  const directory = mkdtempSync(join(tmpdir(), 'parcelflow-hostile-'));
  const rows = [];
  try {
    for (const [key, workbook] of Object.entries(HOSTILE_WORKBOOKS)) {
      console.log(`${workbook.name}...`);
      const path = join(directory, `${key}.xlsx`);
      const bytes = await workbook.build();
      writeFileSync(path, bytes);
      const limits = 'limits' in workbook ? [JSON.stringify(workbook.limits)] : [];
      const runs = Array.from({ length: RUNS }, () => readingOf(execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', readOne, path, ...limits], { encoding: 'utf8' })));
      const cpuSeconds = Math.max(...runs.map((run) => run.cpuSeconds));
      const peakGrowthMb = Math.max(...runs.map((run) => run.peakGrowthMb));
      const growthMb = Math.max(...runs.map((run) => run.peakGrowthMb - run.youngGrowthMb));
      rows.push({ name: workbook.name, bytes: bytes.length, outcome: runs[0]?.outcome ?? '', cpuSeconds, peakGrowthMb, growthMb, pass: cpuSeconds < TARGETS.cpuSeconds && growthMb < TARGETS.growthMb });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  const pass = rows.every((row) => row.pass);
  const section = `
Each hostile workbook of \`hostile-workbooks.fixture.ts\` (what each reads to is checked in \`hostile.test.ts\`), built by
yazl in the bench process and written to a file, read by \`readImportWorkbook\` as the import reads an upload, ${RUNS}
times, each in a fresh Node process (bench/excel-hostile/read-one.ts: the file read, a full collection, then the
reading). CPU: the process's user and system time over the reading (the tokenizer and zlib together). Memory: the
peak resident set over the reading (VmHWM, reset as it starts) less the resident set before it; the figure held to the
target is that growth less the young generation's (saxes's short-lived garbage fills it to the size V8 sets, 32 MB on
Node 20 and up to 128 MB on Node 24, whatever the file; what is kept, or too large for it, still counts). The worst of
the runs.

- Machine: ${machine.cpus} CPUs (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}
- Date: ${machine.date}; 1-minute load average before the run: ${machine.loadAverage}

| workbook | upload bytes | outcome | CPU s | peak RSS grown MB | less the young generation MB | verdict |
|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row.name} | ${row.bytes.toLocaleString('en')} | ${row.outcome} | ${row.cpuSeconds.toFixed(2)} | ${row.peakGrowthMb.toFixed(1)} | ${row.growthMb.toFixed(1)} | ${row.pass ? 'PASS' : 'FAIL'} |`).join('\n')}

- Target: each read or refused in under ${TARGETS.cpuSeconds} s of CPU and ${TARGETS.growthMb} MB: **${pass ? 'PASS' : 'FAIL'}**
`;
  writeSection(resultsFile, SECTION, section);
  console.log(section);
  return pass;
}
