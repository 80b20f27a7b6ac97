import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '../excel/api.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { createScratchDatabase } from '../lib/postgres.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerStorage } from '../lib/server-process.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { fillLedger } from './entries.ts';
import { timeAccountReads } from './reads.ts';
import { formatLedgerReport, type LedgerRun } from './report.ts';

const ENTRIES = 1_000_000;
const WARM_READS = 50;
const TIMED_READS = 1_000;
/** Trust authentication on the local server, as the test suite uses it; BENCH_POSTGRES_URL names another. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(storage: ServerStorage, engine: string): Promise<LedgerRun> {
  const machine = describeMachine();
  const filling = performance.now();
  const accounts = await prepareDatabase(storage, (database) => fillLedger(database, BENCH_COMPANY_NO, ENTRIES));
  const fillSeconds = (performance.now() - filling) / 1000;
  const server = await startServer(storage);
  try {
    const session: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    await timeAccountReads(session, accounts, WARM_READS);
    return { engine, machine, entries: ENTRIES, accounts: accounts.length, fillSeconds, warm: WARM_READS, reads: await timeAccountReads(session, accounts, TIMED_READS) };
  } finally {
    await server.stop();
  }
}

/**
 * An account's balance and its newest 50 entries with 1,000,000 entries in the ledger, on PGlite (as `npm start`
 * runs) and on PostgreSQL: the server process answers main/listLedgerEntries one request after another.
 */
export async function benchLedger(resultsFile: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-ledger-'));
  const runs: LedgerRun[] = [];
  try {
    console.log('ledger on PGlite...');
    runs.push(await measure({ dataDir }, 'PGlite'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    console.log('ledger on PostgreSQL...');
    runs.push(await measure({ databaseUrl: database.url }, 'PostgreSQL'));
  } finally {
    await database.drop();
  }
  const { content, pass } = formatLedgerReport(runs);
  writeSection(resultsFile, 'Ledger: an account and its last 50 entries among 1,000,000', content);
  console.log(content);
  return pass;
}
