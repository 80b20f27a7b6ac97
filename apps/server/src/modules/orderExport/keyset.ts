import { and, asc, desc, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** One ORDER BY key: its expression, the PostgreSQL type its text cursor is read back as, and its direction. */
export type SortKey = {
  expr: SQLWrapper;
  type: 'bigint' | 'integer' | 'numeric' | 'text' | 'timestamptz';
  direction: 'asc' | 'desc';
  nullable?: boolean;
};

/**
 * Where the last row read stands, key by key, as PostgreSQL's text: a timestamp keeps its microseconds,
 * which a JavaScript Date would drop (and the next batch would then repeat or skip rows).
 */
export type Cursor = (string | null)[];

export const orderByKeys = (keys: readonly SortKey[]): SQL[] => keys.map((key) => (key.direction === 'asc' ? asc(key.expr) : desc(key.expr)));

/** The keys as selected columns (sortKey0, sortKey1...), to make the next cursor from a batch's last row. */
export function cursorColumns(keys: readonly SortKey[]): Record<string, SQL.Aliased<string | null>> {
  return Object.fromEntries(keys.map((key, index) => [`sortKey${index}`, sql<string | null>`(${key.expr})::text`.as(`sortKey${index}`)]));
}

export function cursorOf(keys: readonly SortKey[], row: Record<string, unknown>): Cursor {
  return keys.map((_, index) => row[`sortKey${index}`] as string | null);
}

/**
 * The rows after the cursor in the keys' order, PostgreSQL's: ascending puts nulls last, descending first.
 * (a > x) or (a = x and b > y) or ..., with the first key's bound repeated on its own so an index on it
 * starts at the cursor rather than at the top.
 */
export function afterCursor(keys: readonly SortKey[], cursor: Cursor): SQL {
  const steps = keys.map((key, index) => and(...keys.slice(0, index).map((earlier, e) => sameAs(earlier, cursor[e])), pastValue(key, cursor[index])));
  return and(notBefore(keys[0], cursor[0]), or(...steps))!;
}

const valueOf = (key: SortKey, value: string) => sql`${value}::${sql.raw(key.type)}`;

function sameAs(key: SortKey, value: string | null): SQL {
  return value === null ? isNull(key.expr) : sql`${key.expr} = ${valueOf(key, value)}`;
}

function pastValue(key: SortKey, value: string | null): SQL {
  if (key.direction === 'desc') return value === null ? isNotNull(key.expr) : sql`${key.expr} < ${valueOf(key, value)}`;
  if (value === null) return sql`false`;
  const greater = sql`${key.expr} > ${valueOf(key, value)}`;
  return key.nullable ? or(greater, isNull(key.expr))! : greater;
}

function notBefore(key: SortKey, value: string | null): SQL | undefined {
  if (key.direction === 'desc') return value === null ? undefined : sql`${key.expr} <= ${valueOf(key, value)}`;
  if (value === null) return isNull(key.expr);
  const atLeast = sql`${key.expr} >= ${valueOf(key, value)}`;
  return key.nullable ? or(atLeast, isNull(key.expr)) : atLeast;
}
