import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { executeRows } from './execute-rows.ts';
import { sqlText } from './sql-text.ts';

const dialect = new PgDialect();

/**
 * Rows of a raw statement that PostgreSQL parses and plans once per pool connection and text: a named prepared
 * statement, named after its text, then only bound and run (parsing and planning createOrder's statements cost
 * PostgreSQL about half its CPU per order). For a statement of few texts, with no NULL parameter (PostgreSQL keeps
 * planning anew when a NULL would fold a plan away). PGlite and transactions run it as executeRows does.
 */
export async function executePrepared<T>(db: Db, statement: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return executeRows<T>(db, statement);
  const { sql: text, params } = sqlText(dialect, statement);
  const name = createHash('sha1').update(text).digest('base64url');
  return (await client.query({ name, text, values: params })).rows as T[];
}

/** The values of read parts, each typed as its SQL says (sql<T>`...`). */
export type PartsRead<P extends Record<string, SQL>> = { [K in keyof P]: P[K] extends SQL<infer T> ? T : never };

/**
 * Reads of several modules in one round trip (createOrder's checks before its write): each part a scalar expression,
 * a subquery answering JSON or a value, selected under its key; one prepared statement as executePrepared runs it.
 */
export async function readTogether<P extends Record<string, SQL>>(db: Db, parts: P): Promise<PartsRead<P>> {
  const columns = Object.entries(parts).map(([key, part]) => sql`${part} as ${sql.identifier(key)}`);
  const [row] = await executePrepared<PartsRead<P>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return row;
}
