import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '../excel/api.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { statusMb } from '../lib/proc.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer } from '../lib/server-process.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { LOADED_ROWS, loadPostcodes } from './generate.ts';
import { runPostcodeImport } from './import-run.ts';
import { timeLookups } from './lookups.ts';
import { formatPostcodeReport } from './report.ts';
import { postcodeWorkbook } from './workbook.ts';

const WARM_LOOKUPS = 100;
const TIMED_LOOKUPS = 2000;
const IMPORT_ROWS = 200_000;

/**
 * Postcodes on PGlite as `npm start` runs it: a million loaded, then lookups as the order form makes them, then a
 * 200,000-row import through the HTTP API as the import dialog makes it.
 */
export async function benchPostcodes(resultsFile: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-postcodes-'));
  try {
    const machine = describeMachine();
    console.log(`demo data and ${LOADED_ROWS} postcodes...`);
    const loading = performance.now();
    await prepareDatabase({ dataDir }, (database) => loadPostcodes(database.db, BENCH_COMPANY_NO));
    const loadSeconds = (performance.now() - loading) / 1000;
    const file = await postcodeWorkbook(IMPORT_ROWS);
    const server = await startServer({ dataDir });
    try {
      const session: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
      console.log('lookups...');
      await timeLookups(session, WARM_LOOKUPS);
      const lookups = await timeLookups(session, TIMED_LOOKUPS);
      console.log('import...');
      const imported = await runPostcodeImport(server, session, file);
      const { content, pass } = formatPostcodeReport({
        machine, loaded: LOADED_ROWS, loadSeconds, lookups, importRows: IMPORT_ROWS, imported, peakMb: statusMb(server.pid, 'VmHWM'),
      });
      writeSection(resultsFile, 'Postcodes: lookups among a million, and a 200,000-row import', content);
      console.log(content);
      return pass;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
