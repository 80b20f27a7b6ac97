import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Db } from '@parcelflow/server/src/db/client.ts';
import * as schema from '@parcelflow/server/src/schema.ts';
import type { GuardedContext } from '@parcelflow/server/src/envelope/command.ts';
import { companies } from '@parcelflow/server/src/modules/company/company.table.ts';
import { orderListCommands } from '@parcelflow/server/src/modules/order/order.list.commands.ts';
import { BENCH_COMPANY_NO } from './settings.ts';

export type ListCommand = 'listOrders' | 'countOrdersByStatus';
export type PlanScan = { node: string; on: string; rows: number; loops: number; heapFetches?: number };
export type StatementPlan = { statement: string; executionMs: number; scans: PlanScan[] };
export type OrderIndex = { name: string; definition: string; sizeBytes: number };
export type DatabaseFacts = { version: string; indexes: OrderIndex[] };

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

type Caller = { companyId: number; companyKind: string };

/**
 * The list commands' own handlers in the bench process, as demoadmin's company: run() answers; explain() gives
 * EXPLAIN ANALYZE of every statement a command runs (on a drizzle instance that records them).
 */
export async function openCommandRunner(database: Database) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const [company] = await database.db.select().from(companies).where(eq(companies.companyNo, BENCH_COMPANY_NO));
  const caller: Caller = { companyId: company.id, companyKind: company.kind };
  const handle = (db: Db, command: ListCommand, input: unknown) => {
    const def = orderListCommands.find((c) => c.command === command)!;
    return def.handler({ db, caller } as unknown as GuardedContext, def.input.parse(input));
  };
  return {
    run: (command: ListCommand, input: unknown) => handle(database.db, command, input),
    explain: async (command: ListCommand, input: unknown): Promise<StatementPlan[]> => {
      const statements: { query: string; params: unknown[] }[] = [];
      const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
      const db = (database.kind === 'postgres'
        ? drizzlePg(client as unknown as pg.Pool, { schema, logger })
        : drizzlePglite(client as unknown as PGlite, { schema, logger })) as unknown as Db;
      // Without its pool in sight, selectPrepared (db/prepared.ts) runs its statements through drizzle, which records
      // them; they are explained as written (the server's generic plans of them are the same).
      delete (db as { $client?: unknown }).$client;
      await handle(db, command, input);
      const plans: StatementPlan[] = [];
      for (const { query, params } of statements) {
        const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
        const [plan] = rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
        plans.push({ statement: statementName(query), executionMs: plan['Execution Time'], scans: scansOf(plan.Plan) });
      }
      return plans;
    },
  };
}

/** The server version and the orders table's indexes. */
export async function databaseFactsOf(database: Database): Promise<DatabaseFacts> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const { rows: [version] } = await client.query('show server_version');
  const { rows } = await client.query(
    "select indexname as name, indexdef as definition, pg_relation_size(indexname::regclass)::float8 as size from pg_indexes where tablename = 'orders' order by indexname");
  return {
    version: String(version.server_version),
    indexes: rows.map((row) => ({ name: String(row.name), definition: String(row.definition), sizeBytes: Number(row.size) })),
  };
}

function statementName(query: string): string {
  if (/grouping sets/i.test(query)) return 'totals';
  if (/group by/i.test(query)) return 'tab counts';
  if (/inner join/i.test(query)) return 'page';
  return 'size check';
}

/** The plan's scans, outermost first: which index, how many rows, how many table visits an index-only scan still made. */
function scansOf(node: PlanNode): PlanScan[] {
  const own: PlanScan[] = String(node['Node Type']).endsWith('Scan')
    ? [{
      node: String(node['Node Type']), on: String(node['Index Name'] ?? node['Relation Name'] ?? node['Alias']),
      rows: Number(node['Actual Rows']), loops: Number(node['Actual Loops']),
      ...(node['Heap Fetches'] !== undefined ? { heapFetches: Number(node['Heap Fetches']) } : {}),
    }]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}
