import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** A list of texts as one parameter, however long: `column in ${textList(values)}`. */
export function textList(values: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** The values a one-column query answers, as a set. */
export async function valueSet(db: Db, query: SQL): Promise<Set<string>> {
  return new Set((await executeRows<{ value: string }>(db, query)).map((row) => row.value));
}
