import { Column, getTableName, getTableUniqueName, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** Tables' quoted names, null for a table of a schema of its own (pgSchema refuses 'public': only others are named public.<name>). */
const tableNames = new WeakMap<Table, string | null>();
function quotedTableName(table: Table): string | null {
  let name = tableNames.get(table);
  if (name === undefined) {
    name = getTableUniqueName(table) === `public.${getTableName(table)}` ? quoteName(getTableName(table)) : null;
    tableNames.set(table, name);
  }
  return name;
}
/** drizzle's flag for values written into the text (sql`...`.inlineParams()), private in its types. */
const inlinesParams = (chunk: SQL) => (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** A chunk this rendering leaves to drizzle's (an array, a placeholder, a subquery, a schema's table, inlined values...). */
class Unhandled extends Error {}

/**
 * A raw statement's text and parameters exactly as the dialect gives them (dialect.sqlToQuery), in one pass over
 * the chunks raw statements hold: texts, nested SQL, parameters, tables and columns of the default schema, and
 * identifiers. drizzle's own pass checks every chunk against a dozen kinds by walking its prototype chain and
 * gathers a result object per chunk: for createOrder's two statements, a sixth of the server's CPU per order.
 * Any other chunk and the statement goes to drizzle's.
 */
export function sqlText(dialect: PgDialect, statement: SQL): { sql: string; params: unknown[] } {
  const text: string[] = [];
  const params: unknown[] = [];
  const add = (chunks: readonly unknown[]) => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text.push(...chunk.value);
      else if (chunk instanceof SQL && !inlinesParams(chunk)) add(chunk.queryChunks);
      else if (chunk instanceof Param) {
        const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        // An encoder's SQL, or a placeholder's object: drizzle's cases.
        if (typeof value === 'object' && value !== null && !(value instanceof Date)) throw new Unhandled();
        addParam(value);
      } else if (chunk instanceof Column && !chunk.keyAsName && quotedTableName(chunk.table) !== null) {
        text.push(quotedTableName(chunk.table)!, '.', quoteName(chunk.name));
      } else if (chunk instanceof Table && quotedTableName(chunk) !== null) text.push(quotedTableName(chunk)!);
      else if (chunk instanceof Name) text.push(quoteName(chunk.value));
      else if (chunk === undefined) continue;
      else if (chunk === null || typeof chunk !== 'object' && typeof chunk !== 'function') addParam(chunk);
      else throw new Unhandled();
    }
  };
  const addParam = (value: unknown) => {
    params.push(value);
    text.push(`$${params.length}`);
  };
  try {
    add(statement.queryChunks);
  } catch (error) {
    if (!(error instanceof Unhandled)) throw error;
    const { sql, params: drizzleParams } = dialect.sqlToQuery(statement);
    return { sql, params: drizzleParams };
  }
  return { sql: text.join(''), params };
}
