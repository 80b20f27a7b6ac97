import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ComboBoxOutput, PrintDefaultTarget } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';

type Query = { target: PrintDefaultTarget; pageIndex: number; pageSize: number; keyword: string };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's channels or live customers whose code or name holds the keyword, by code: the defaults dialog's pickers. */
export async function defaultTargetPage(db: Db, companyId: number, input: Query): Promise<ComboBoxOutput> {
  const like = input.keyword ? likePattern(input.keyword) : undefined;
  const table = input.target === 'channel'
    ? { from: channels, id: channels.id, code: channels.code, name: channels.nameCn, where: and(eq(channels.companyId, companyId), like ? or(ilike(channels.code, like), ilike(channels.nameCn, like), ilike(channels.nameEn, like)) : undefined) }
    : { from: customers, id: customers.id, code: customers.code, name: customers.name, where: and(eq(customers.companyId, companyId), isNull(customers.deletedAt), like ? or(ilike(customers.code, like), ilike(customers.name, like)) : undefined) };
  const where: SQL | undefined = table.where;
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: table.id, code: table.code, name: table.name }).from(table.from).where(where)
      .orderBy(asc(table.code)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(table.from).where(where),
  ]);
  return { list: rows.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` })), pageCount: Math.ceil(total / input.pageSize) };
}
