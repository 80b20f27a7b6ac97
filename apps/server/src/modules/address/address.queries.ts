import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, maskPhone, type AddressView, type ListAddressesInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../invite/index.ts';
import { addresses } from './address.table.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** The caller's company's entry; another company's answers exactly like a missing one. */
export async function findAddress(db: Db, companyId: number, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** An entry as lists show it: the phone masked (5.3). */
export function toAddressView(row: AddressRow): AddressView {
  const { companyId: _company, createdAt: _created, updatedAt, phone, ...fields } = row;
  return { ...fields, phone: maskPhone(phone), updatedAt: updatedAt.toISOString() };
}

/** Part of the alias, name, company or city. */
export const addressKeyword = (keyword: string): SQL | undefined => {
  const pattern = likePattern(keyword);
  return or(ilike(addresses.alias, pattern), ilike(addresses.name, pattern), ilike(addresses.company, pattern), ilike(addresses.city, pattern));
};

/** Common and default entries first, then the newest. */
export const addressOrder = [desc(addresses.isCommon), desc(addresses.isDefault), desc(addresses.id)];

export async function listAddresses(db: Db, companyId: number, input: ListAddressesInput): Promise<Page<AddressView>> {
  const where = and(
    eq(addresses.companyId, companyId),
    input.type ? eq(addresses.type, input.type) : undefined,
    input.keyword ? addressKeyword(input.keyword) : undefined,
    input.country ? eq(addresses.country, input.country) : undefined,
    input.isCommon === undefined ? undefined : eq(addresses.isCommon, input.isCommon),
    input.isDefault === undefined ? undefined : eq(addresses.isDefault, input.isDefault),
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(addresses).where(where).orderBy(...addressOrder).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(addresses).where(where),
  ]);
  return { total, list: rows.map(toAddressView) };
}
