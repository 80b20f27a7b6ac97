import { fileURLToPath } from 'node:url';
import { startChildServer, type ChildServer } from '../lib/child-server.ts';
import { describeMachine, type Machine } from '../lib/machine.ts';
import { createScratchDatabase } from '../lib/postgres.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { loadCreates } from './create-load.ts';
import { DATABASE_PATH, EXPLAIN_PATH, type DatabaseFacts, type ExplainRequest, type StatementPlan } from './explain.ts';
import { PAGE_SIZE, timeCounts, timeDeepPage, timePages } from './list-timing.ts';
import { formatCreateReport, formatListReport, isCreatePass, isListPass, type Explained, type ListReport, type ListTargets } from './report.ts';
import { countFilterSets, deepScenarios, pagedScenarios, type ListFilters } from './scenarios.ts';
import { BENCH_ACCOUNT } from './settings.ts';

/** Trust authentication on the local server, as the test suite uses it; BENCH_POSTGRES_URL names another. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEEP_PAGE = 2000;
const TIMING = { maxPages: 100, pagedRounds: 2, deepRounds: 10, countRounds: 20 };

type Run = { server: ChildServer; token: string; machine: Machine; generatedSeconds: number };

/** 1,000,000 orders in a scratch PostgreSQL database: the list section, then the create section. */
export async function benchOrdersPostgres(resultsFile: string): Promise<boolean> {
  const orders = 1_000_000;
  const database = await createScratchDatabase(POSTGRES_URL);
  try {
    const run = await startRun({ BENCH_DATABASE_URL: database.url }, orders);
    try {
      const list = await measureLists(run, 'PostgreSQL', orders, { p95Ms: 30, deepRatio: 3 });
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

/** 200,000 orders in PGlite in a temp dir: the list section. */
export async function benchOrdersPglite(resultsFile: string): Promise<boolean> {
  const orders = 200_000;
  const run = await startRun({}, orders);
  try {
    const list = await measureLists(run, 'PGlite', orders, { p95Ms: 50 });
    publish(resultsFile, `Orders: list on PGlite, ${orders.toLocaleString('en')} orders`, formatListReport(list));
    return isListPass(list);
  } finally {
    await run.server.stop();
  }
}

/** Starts the order server child, which generates the orders before it listens, and logs in. */
async function startRun(env: Record<string, string>, orders: number): Promise<Run> {
  const machine = describeMachine();
  const started = Date.now();
  console.log(`generating ${orders} orders...`);
  const childEnv = { ...env, BENCH_ORDER_COUNT: String(orders), BENCH_NOW: new Date().toISOString() };
  const server = await startChildServer(fileURLToPath(new URL('./server.ts', import.meta.url)), childEnv);
  return { server, token: await logIn(server.url, BENCH_ACCOUNT), machine, generatedSeconds: (Date.now() - started) / 1000 };
}

async function measureLists(run: Run, engine: string, orders: number, targets: ListTargets): Promise<ListReport> {
  const session = { baseUrl: run.server.url, token: run.token };
  const loadBeforeMeasuring = describeMachine().loadAverage;
  const now = new Date();
  const paged = [];
  for (const { name, filters } of pagedScenarios(now)) {
    console.log(`paging: ${name}...`);
    paged.push({ name, timing: await timePages(session, filters, TIMING.maxPages, TIMING.pagedRounds) });
  }
  const deep = [];
  for (const { name, filters } of deepScenarios()) {
    console.log(`page ${DEEP_PAGE}: ${name}...`);
    deep.push({ name, timing: await timeDeepPage(session, filters, DEEP_PAGE, TIMING.deepRounds) });
  }
  const countSets = countFilterSets([...pagedScenarios(now), ...deepScenarios()]);
  const counts = [];
  for (const { name, filters } of countSets) {
    console.log(`tab counts: ${name}...`);
    counts.push({ name, latency: await timeCounts(session, filters, TIMING.countRounds) });
  }
  const explained: Explained[] = [];
  for (const [index, { name, filters }] of pagedScenarios(now).entries()) {
    explained.push(await explain(run.server, `${name}, page ${paged[index].timing.pages}`, 'listOrders', { ...filters, currentPage: paged[index].timing.pages }));
  }
  for (const { name, filters } of deepScenarios()) {
    for (const page of [1, DEEP_PAGE]) explained.push(await explain(run.server, `${name}, page ${page}`, 'listOrders', { ...filters, currentPage: page }));
  }
  for (const { name, filters } of countSets) explained.push(await explain(run.server, `tab counts, ${name}`, 'countOrdersByStatus', filters));
  const database = await post<DatabaseFacts>(run.server, DATABASE_PATH, {});
  return { engine, orders, generatedSeconds: run.generatedSeconds, machine: run.machine, loadBeforeMeasuring, database, targets, paged, deep, counts, explained };
}

async function explain(server: ChildServer, label: string, command: ExplainRequest['command'], input: ListFilters & { currentPage?: number }): Promise<Explained> {
  const plans = await post<StatementPlan[]>(server, EXPLAIN_PATH, { command, input: { pageSize: PAGE_SIZE, ...input } } satisfies ExplainRequest);
  return { label, plans };
}

async function post<T>(server: ChildServer, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function publish(resultsFile: string, section: string, content: string): void {
  writeSection(resultsFile, section, content);
  console.log(`## ${section}\n${content}`);
}
