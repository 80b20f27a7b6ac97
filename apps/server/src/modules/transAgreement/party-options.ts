import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { ChannelOption, ComboBoxItem, ComboBoxOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's live customers (any status) whose code or name holds the keyword, for the agreement and rule forms. */
export async function customerOptionPage(db: Db, companyId: number, input: { pageIndex: number; pageSize: number; keyword: string }): Promise<ComboBoxOutput> {
  const where = and(eq(customers.companyId, companyId), isNull(customers.deletedAt),
    input.keyword ? or(ilike(customers.code, likePattern(input.keyword)), ilike(customers.name, likePattern(input.keyword))) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(where)
      .orderBy(asc(customers.code)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { list: rows.map((row): ComboBoxItem => ({ value: row.id, label: `${row.code} ${row.name}` })), pageCount: Math.ceil(total / input.pageSize) };
}

export function listChannelOptions(db: Db, companyId: number): Promise<ChannelOption[]> {
  return db.select({ id: channels.id, code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn, enabled: channels.enabled })
    .from(channels).where(eq(channels.companyId, companyId)).orderBy(asc(channels.code));
}

export function listGroupOptions(db: Db, companyId: number): Promise<{ id: number; name: string; isDefault: boolean }[]> {
  return db.select({ id: customerGroups.id, name: customerGroups.name, isDefault: customerGroups.isDefault })
    .from(customerGroups).where(eq(customerGroups.companyId, companyId)).orderBy(asc(customerGroups.id));
}
