import { createHash } from 'node:crypto';
import { Column, SQL, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/** What drizzle's node-postgres driver leaves as text for the columns to decode (timestamps, dates, intervals and their arrays). */
const RAW_TEXT_TYPES = new Set([1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (RAW_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)),
};

type Decoder = (value: unknown) => unknown;
const decoderOf = (field: unknown): Decoder | undefined => {
  if (field instanceof Column) return (value) => field.mapFromDriverValue(value);
  const sql = field instanceof SQL ? field : field instanceof SQL.Aliased ? field.sql : undefined;
  // sql`...` keeps its decoder (mapWith) off the declared type.
  const decoder = (sql as { decoder?: { mapFromDriverValue: Decoder } } | undefined)?.decoder;
  return decoder ? (value) => decoder.mapFromDriverValue(value) : undefined;
};

type FlatSelect<T> = PromiseLike<T[]> & { toSQL(): Query; _: { selectedFields: Record<string, unknown> } };

/**
 * A select of flat fields (columns and sql expressions, no nested objects) as a named prepared statement on
 * PostgreSQL, named after its text: parsed and planned once per pool connection, then only bound and run (for
 * the order list's page, PostgreSQL's CPU per statement halves). Rows decoded as drizzle decodes them. Only for
 * statements of few texts whose generic plan is as good as a custom one (PostgreSQL switches to it after five
 * runs when it costs no more); PGlite and transactions run the query as it is.
 */
export async function selectPrepared<T>(db: Db, query: FlatSelect<T>): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const fields = Object.entries(query._.selectedFields);
  const decoders = fields.map(([, field]) => decoderOf(field));
  if (!(client instanceof pg.Pool) || decoders.includes(undefined)) return query;
  const { sql: text, params } = query.toSQL();
  const name = createHash('sha1').update(text).digest('base64url');
  const { rows } = await client.query<unknown[]>({ name, text, values: params, rowMode: 'array', types });
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) mapped[fields[i][0]] = row[i] === null ? null : decoders[i]!(row[i]);
    return mapped as T;
  });
}
