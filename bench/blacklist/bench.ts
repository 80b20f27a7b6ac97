import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrderInput } from '@parcelflow/contract';
import { openServerDatabase } from '@parcelflow/server/src/database.ts';
import { orderInputFor } from '@parcelflow/server/src/modules/order/order.fixture.ts';
import { companies } from '@parcelflow/server/src/modules/company/index.ts';
import { eq } from 'drizzle-orm';
import { fileCommand, type Session } from '../excel/api.ts';
import { runImport, type ImportRun } from '../excel/import-run.ts';
import { fillImportTemplate } from '../excel/import-workbook.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { statusMb } from '../lib/proc.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerProcess, type ServerStorage } from '../lib/server-process.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { interleavedCreates, switchRules, timeCreates, timedCreate, type CreateTimes } from './creates.ts';
import { ENTRY_COUNT, insertEntries } from './entries.ts';
import { formatBlacklistReport, type Condition, type Interleaved } from './report.ts';

const WARM_CREATES = 50;
const TIMED_CREATES = 500;
const REFUSED_RUNS = 3;
const BLOCKS = 5;
const PER_BLOCK = 100;
const IMPORT_ROUNDS = 3;

/** An order no entry matches, with an invoice line naming a battery (the 500 patterns' literal): the patterns are checked. */
async function benchOrder(storage: ServerStorage): Promise<Record<string, unknown>> {
  const database = await openServerDatabase('dataDir' in storage ? { dataDir: storage.dataDir } : { url: storage.databaseUrl });
  try {
    const [{ id }] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, BENCH_COMPANY_NO));
    const order = { ...(await orderInputFor(database.db, id)), referenceNo1: undefined };
    const line = { descriptionCn: '手机壳', descriptionEn: 'Phone case with battery pack', quantity: 2, unitPrice: 5, currency: 'USD', purpose: 'Daily use', material: 'Plastic' };
    return createOrderInput.parse({ ...order, invoiceLines: [line] }) as unknown as Record<string, unknown>;
  } finally {
    await database.close();
  }
}

/** One server process on the storage as it is: creates one after another, then imports of the 10,000-row file. */
async function measure(storage: ServerStorage, order: Record<string, unknown>, label: string, interleave = false): Promise<Condition> {
  const server = await startServer(storage);
  try {
    const session: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
    console.log(`${label}: creates...`);
    const warm = await timeCreates(session, order, `${label}W`, WARM_CREATES);
    const creates: CreateTimes = { ...(await timeCreates(session, order, `${label}C`, TIMED_CREATES)), firstMs: warm.firstMs };
    const interleaved = interleave ? await interleave2(server, session, order, label) : undefined;
    console.log(`${label}: imports...`);
    const file = await fillImportTemplate(await fileCommand(session, 'main/downloadImportTemplate', { templateId: 'receive' }), label);
    const imports: ImportRun[] = [];
    for (let run = 0; run < REFUSED_RUNS; run++) imports.push(await runImport(server, session, file, false));
    imports.push(await runImport(server, session, file, true));
    return { label, creates, imports, interleaved, peakMb: statusMb(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

/**
 * Creates, then imports (a refused run of one file and a valid-rows run of a new file each time), with every rule on
 * and off in turn in the same process: the difference is the check's, whatever else the machine does meanwhile.
 * After each switch one untimed create rebuilds the matcher (its time is the "first create" above).
 */
async function interleave2(server: ServerProcess, session: Session, order: Record<string, unknown>, label: string): Promise<Interleaved> {
  console.log(`${label}: interleaved creates...`);
  const creates = await interleavedCreates(session, order, `${label}I`, BLOCKS, PER_BLOCK);
  console.log(`${label}: interleaved imports...`);
  const template = await fileCommand(session, 'main/downloadImportTemplate', { templateId: 'receive' });
  const refusedFile = await fillImportTemplate(template, `${label}R`);
  const imports = { on: [] as ImportRun[], off: [] as ImportRun[] };
  for (let round = 0; round < IMPORT_ROUNDS; round++) {
    for (const on of [true, false]) {
      await switchRules(session, on);
      await timedCreate(session, order, `${label}-${round}-${on}-warm`);
      const runs = on ? imports.on : imports.off;
      runs.push(await runImport(server, session, refusedFile, false));
      runs.push(await runImport(server, session, await fillImportTemplate(template, `${label}${round}${on ? 'N' : 'F'}`), true));
    }
  }
  await switchRules(session, true);
  return { creates, imports };
}

/**
 * The check's cost on PGlite as `npm start` runs it: the same creates and imports on the same database, first
 * without a blacklist, then with 100,000 entries added (the first create after them builds the company's matcher).
 */
export async function benchBlacklist(resultsFile: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-blacklist-'));
  const storage: ServerStorage = { dataDir };
  try {
    const machine = describeMachine();
    await prepareDatabase(storage, async () => undefined);
    const order = await benchOrder(storage);
    const without = await measure(storage, order, 'BLA');
    const filling = performance.now();
    await prepareDatabase(storage, (database) => insertEntries(database.db, BENCH_COMPANY_NO));
    const fillSeconds = (performance.now() - filling) / 1000;
    const withEntries = await measure(storage, order, 'BLB', true);
    const { content, pass } = formatBlacklistReport({ machine, entries: ENTRY_COUNT, fillSeconds, without, withEntries });
    writeSection(resultsFile, 'Blacklist: the check in order entry and import', content);
    console.log(content);
    return pass;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
