import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { createScratchDatabase } from '../lib/postgres.ts';
import { statusMb } from '../lib/proc.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerStorage } from '../lib/server-process.ts';
import { generateOrders } from '../orders/generate.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { fileCommand } from './api.ts';
import { runExports } from './export-run.ts';
import { fillImportTemplate } from './import-workbook.ts';
import { runImport } from './import-run.ts';
import { formatExcelReport, isExcelPass, type ExcelReport } from './report.ts';
import { EXPORT_WINDOW, TARGETS } from './settings.ts';

/** Trust authentication on the local server, as the test suite uses it; BENCH_POSTGRES_URL names another. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REFUSED_RUNS = 3;
const EXPORT_RUNS = 3;

export async function benchExcelPglite(resultsFile: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-excel-'));
  try {
    return await benchExcel(resultsFile, 'PGlite', { dataDir }, TARGETS.exportSecondsPglite);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchExcelPostgres(resultsFile: string): Promise<boolean> {
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    return await benchExcel(resultsFile, 'PostgreSQL', { databaseUrl: database.url }, TARGETS.exportSecondsPostgres);
  } finally {
    await database.drop();
  }
}

/**
 * Fills the database in the bench process, then measures a server process started on it, as a server restarted on a
 * full database would be: the exports first, then the imports.
 */
async function benchExcel(resultsFile: string, engine: ExcelReport['engine'], storage: ServerStorage, exportTargetSeconds: number): Promise<boolean> {
  const machine = describeMachine();
  console.log(`${engine}: demo data and ${EXPORT_WINDOW.orders} orders...`);
  const preparing = performance.now();
  await prepareDatabase(storage, (database) => generateOrders(database.db, {
    companyNo: BENCH_COMPANY_NO, count: EXPORT_WINDOW.orders, days: EXPORT_WINDOW.days, now: new Date(EXPORT_WINDOW.end),
  }));
  const preparedSeconds = (performance.now() - preparing) / 1000;
  const server = await startServer(storage);
  try {
    const session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    const startedRssMb = statusMb(server.pid, 'VmRSS');
    console.log('exports, each followed by the same rows through a bare WorkbookWriter...');
    const exports = await runExports(server, session, EXPORT_RUNS);
    console.log('import...');
    const importFile = await fillImportTemplate(await fileCommand(session, 'main/downloadImportTemplate', { templateId: 'receive' }), 'XLS');
    const imports = [];
    for (let run = 0; run < REFUSED_RUNS; run++) imports.push(await runImport(server, session, importFile, false));
    imports.push(await runImport(server, session, importFile, true));
    const report: ExcelReport = {
      engine, machine, preparedSeconds, startedRssMb, exportTargetSeconds, exports, imports,
      wrongRows: importFile.wrongRows.length, processPeakMb: statusMb(server.pid, 'VmHWM'),
    };
    const section = `Excel: import and export on ${engine}`;
    const content = formatExcelReport(report);
    writeSection(resultsFile, section, content);
    console.log(`## ${section}\n${content}`);
    return isExcelPass(report);
  } finally {
    await server.stop();
  }
}
