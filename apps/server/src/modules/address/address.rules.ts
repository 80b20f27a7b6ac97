import { and, count, eq, ne } from 'drizzle-orm';
import { ADDRESS_LIMITS, fieldError, maskPhone, type AddressType } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { lockCompanyCounts } from '../customerGroup/index.ts';
import type { AddressRow } from './address.queries.ts';
import { addresses } from './address.table.ts';

export type AddressFlag = 'isCommon' | 'isDefault';

/**
 * Room for one more flagged entry (5.3): at most 4 common receivers and 4 defaults of each type. Holds the
 * company's count lock until the transaction ends, so two saves cannot both take the last place.
 */
export async function assertFlagRoom(tx: Db, companyId: number, type: AddressType, flag: AddressFlag, exceptId?: number): Promise<void> {
  if (flag === 'isCommon' && type !== 'receiver') throw fieldError(flag, 'invalidValue');
  await lockCompanyCounts(tx, companyId);
  const [{ flagged }] = await tx.select({ flagged: count() }).from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, type), eq(addresses[flag], true), exceptId ? ne(addresses.id, exceptId) : undefined));
  const max = flag === 'isCommon' ? ADDRESS_LIMITS.commonMax : ADDRESS_LIMITS.defaultMax;
  if (flagged >= max) throw fieldError(flag, 'tooBig', { max });
}

/** The phone to store: a typed one, or the stored one when the masked value came back unchanged (5.3). */
export function phoneToStore(typed: string, old: AddressRow | null): string {
  if (!typed.includes('*')) return typed;
  if (old && typed === maskPhone(old.phone)) return old.phone;
  throw fieldError('phone', 'invalidFormat');
}

/** An entry as its log rows show it: the phone masked like everywhere else. */
export const loggedAddress = (row: AddressRow) => {
  const { id: _id, companyId: _company, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { ...fields, phone: maskPhone(row.phone) };
};
