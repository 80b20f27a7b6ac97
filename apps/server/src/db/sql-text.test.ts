import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, integer, jsonb, numeric, PgDialect, pgSchema, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlText } from './sql-text.ts';

const dialect = new PgDialect();
const things = pgTable('things', { id: serial('id').primaryKey(), name: text('name'), data: jsonb('data'), price: numeric('price'), owner: integer('owner_id') });
const other = pgSchema('other').table('things', { id: serial('id').primaryKey() });
/** The text and parameters (drizzle's typings serve other drivers). */
const same = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  expect(sqlText(dialect, statement)).toEqual({ sql: text, params });
};

describe('sqlText renders a statement as drizzle does', () => {
  it('texts, nested and joined SQL, raw text, identifiers, tables, columns and parameters of every primitive kind', () => {
    const nested = sql`(select ${things.id} from ${things} where ${things.name} = ${'a "quoted" name'} and ${sql.raw('1 = 1')})`;
    same(sql`with x as ${nested} select ${sql.identifier('we"ird')}, ${sql.join([sql`${1}`, sql`${2.5}`, sql`${true}`, sql`${null}`, sql`${10n}`], sql`, `)}${undefined} from x`);
  });

  it('parameters through a column encoder: JSON, numeric', () => {
    same(sql`select 1 from ${things} where ${eq(things.data, { a: [1, 'b'] })} and ${eq(things.price, '12.50')} and ${eq(things.owner, 7)}`);
  });

  it('an empty statement, and one of text alone', () => {
    same(sql``);
    same(sql`select now()`);
  });

  it('lists, placeholders, aliased tables, another schema, dates, inlined values and aliased SQL, rendered or left to drizzle', () => {
    const renamed = alias(things, 'renamed');
    for (const statement of [
      sql`select ${[1, 2, 3]}`,
      sql`select ${sql.placeholder('p')}`,
      sql`select ${renamed.id} from ${renamed}`,
      sql`select ${other.id} from ${other}`,
      sql`select ${new Date(0)}::timestamptz`,
      sql`select ${sql`${'x'}`.inlineParams()}`,
      sql`select ${sql`${things.id}`.as('alias')}`,
    ]) same(statement);
  });
});
