import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@parcelflow/server/src/db/client.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine, type Machine } from '../lib/machine.ts';
import { createScratchDatabase } from '../lib/postgres.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer, type ServerProcess, type ServerStorage } from '../lib/server-process.ts';
import { loadCreates } from './create-load.ts';
import { databaseFactsOf, openCommandRunner, type DatabaseFacts } from './explain.ts';
import { generateOrders } from './generate.ts';
import { timeConcurrentUsers } from './concurrent-users.ts';
import { PAGE_SIZE, timeCounts, timeDeepPage, timePages } from './list-timing.ts';
import { formatCreateReport, formatListReport, isCreatePass, isListPass, type Explained, type ListReport, type ListTargets } from './report.ts';
import { countFilterSets, deepScenarios, pagedScenarios } from './scenarios.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from './settings.ts';

/** Trust authentication on the local server, as the test suite uses it; BENCH_POSTGRES_URL names another. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEEP_PAGE = 2000;
const TIMING = { maxPages: 100, pagedRounds: 2, deepRounds: 10, countRounds: 20, users: 50, requestsPerUser: 20 };

/** What the bench learnt from the database before the server started on it. */
type Prepared = { generatedSeconds: number; explained: Explained[]; database: DatabaseFacts };
type Run = Prepared & { server: ServerProcess; token: string; machine: Machine; now: Date };

/** 1,000,000 orders in a scratch PostgreSQL database: the list section, then the create section. */
export async function benchOrdersPostgres(resultsFile: string): Promise<boolean> {
  const orders = 1_000_000;
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    const run = await startRun({ databaseUrl: database.url }, orders);
    try {
      const list = await measureLists(run, 'PostgreSQL', orders, { p95Ms: 30, deepRatio: 3, totalsMs: 50, concurrentP99Ms: 200 });
      publish(resultsFile, `Orders: list on PostgreSQL, ${orders.toLocaleString('en')} orders`, formatListReport(list));
      console.log('createOrder under load...');
      const create = { engine: `PostgreSQL ${list.database.version}`, orders, machine: describeMachine(), result: await loadCreates(run.server, database.url, run.token) };
      publish(resultsFile, 'Orders: createOrder on PostgreSQL', formatCreateReport(create));
      return isListPass(list) && isCreatePass(create);
    } finally {
      await run.server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * The create section alone (`npm run bench -- create-order`): the same 1,000,000 orders and the same load as
 * orders-postgres, without the lists and their plans, to measure a change to createOrder in minutes.
 */
export async function benchCreateOrderPostgres(resultsFile: string): Promise<boolean> {
  const orders = 1_000_000;
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    const run = await startRun({ databaseUrl: database.url }, orders, { explain: false });
    try {
      console.log('createOrder under load...');
      const create = { engine: `PostgreSQL ${run.database.version}`, orders, machine: describeMachine(), result: await loadCreates(run.server, database.url, run.token) };
      publish(resultsFile, 'Orders: createOrder on PostgreSQL', formatCreateReport(create));
      return isCreatePass(create);
    } finally {
      await run.server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** 200,000 orders in PGlite in a temp dir: the list section. */
export async function benchOrdersPglite(resultsFile: string): Promise<boolean> {
  const orders = 200_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-orders-'));
  try {
    const run = await startRun({ dataDir }, orders);
    try {
      const list = await measureLists(run, 'PGlite', orders, { p95Ms: 50 });
      publish(resultsFile, `Orders: list on PGlite, ${orders.toLocaleString('en')} orders`, formatListReport(list));
      return isListPass(list);
    } finally {
      await run.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Generates the orders and explains the list statements (unless told not to) in the bench process, closes the
 * database, then starts the server process on it and logs in.
 */
async function startRun(storage: ServerStorage, orders: number, { explain } = { explain: true }): Promise<Run> {
  const machine = describeMachine();
  const now = new Date();
  const started = performance.now();
  console.log(`generating ${orders} orders...`);
  const prepared = await prepareDatabase(storage, async (database): Promise<Prepared> => {
    await generateOrders(database.db, { companyNo: BENCH_COMPANY_NO, count: orders, days: 365, now });
    const generatedSeconds = (performance.now() - started) / 1000;
    if (explain) console.log('plans...');
    return { generatedSeconds, explained: explain ? await explainLists(database, now) : [], database: await databaseFactsOf(database) };
  });
  const server = await startServer(storage);
  return { ...prepared, server, token: await logIn(server.url, BENCH_ACCOUNT), machine, now };
}

/** EXPLAIN ANALYZE of the statements of each scenario's last timed page, page 1 and page 2000, and the tab counts. */
async function explainLists(database: Database, now: Date): Promise<Explained[]> {
  const commands = await openCommandRunner(database);
  const explained: Explained[] = [];
  for (const { name, filters } of pagedScenarios(now)) {
    const { total } = (await commands.run('listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage: 1, withTotals: true })) as { total: number };
    const page = Math.min(TIMING.maxPages, Math.ceil(total / PAGE_SIZE));
    explained.push({ label: `${name}, page ${page}`, plans: await commands.explain('listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage: page }) });
  }
  for (const { name, filters } of deepScenarios()) {
    for (const page of [1, DEEP_PAGE]) explained.push({ label: `${name}, page ${page}`, plans: await commands.explain('listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage: page }) });
    const before = (await commands.run('listOrders', { ...filters, pageSize: PAGE_SIZE, currentPage: DEEP_PAGE - 1, withTotals: false, withCursors: true })) as { cursors: { after: string } };
    const next = { ...filters, pageSize: PAGE_SIZE, currentPage: DEEP_PAGE, after: before.cursors.after };
    explained.push({ label: `${name}, page ${DEEP_PAGE} as the next page`, plans: await commands.explain('listOrders', next) });
  }
  for (const { name, filters } of countFilterSets([...pagedScenarios(now), ...deepScenarios()])) {
    explained.push({ label: `tab counts, ${name}`, plans: await commands.explain('countOrdersByStatus', filters) });
  }
  return explained;
}

async function measureLists(run: Run, engine: string, orders: number, targets: ListTargets): Promise<ListReport> {
  const session = { baseUrl: run.server.url, token: run.token };
  const loadBeforeMeasuring = describeMachine().loadAverage;
  const paged = [];
  for (const { name, filters } of pagedScenarios(run.now)) {
    console.log(`paging: ${name}...`);
    paged.push({ name, timing: await timePages(session, filters, TIMING.maxPages, TIMING.pagedRounds) });
  }
  const deep = [];
  for (const { name, filters } of deepScenarios()) {
    console.log(`page ${DEEP_PAGE}: ${name}...`);
    deep.push({ name, timing: await timeDeepPage(session, filters, DEEP_PAGE, TIMING.deepRounds) });
  }
  const counts = [];
  for (const { name, filters } of countFilterSets([...pagedScenarios(run.now), ...deepScenarios()])) {
    console.log(`tab counts: ${name}...`);
    counts.push({ name, latency: await timeCounts(session, filters, TIMING.countRounds), undated: !filters.dateFrom });
  }
  const opening = pagedScenarios(run.now)[0];
  console.log(`${TIMING.users} users at once: ${opening.name}...`);
  const concurrent = { name: opening.name, timing: await timeConcurrentUsers(session, run.server, opening.filters, TIMING.users, TIMING.requestsPerUser) };
  return {
    engine, orders, generatedSeconds: run.generatedSeconds, machine: run.machine, loadBeforeMeasuring, database: run.database, targets, paged, deep, counts, concurrent,
    explained: run.explained,
  };
}

function publish(resultsFile: string, section: string, content: string): void {
  writeSection(resultsFile, section, content);
  console.log(`## ${section}\n${content}`);
}
