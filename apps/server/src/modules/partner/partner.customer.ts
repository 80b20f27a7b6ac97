import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { companies } from '../company/index.ts';
import { findDefaultGroup } from '../customerGroup/index.ts';
import { customers } from '../customer/index.ts';
import { sites } from '../site/index.ts';
import type { InviteRow } from '../invite/index.ts';
import { partnerships } from './partner.table.ts';

type Company = typeof companies.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
/** The customer the owner's orders will go to, and whether accepting made it. */
export type OwnerCustomer = { customer: CustomerRow; created: boolean };

const lockCustomer = async (db: Db, where: ReturnType<typeof and>) =>
  (await db.select().from(customers).where(where).orderBy(desc(customers.id)).limit(1).for('update'))[0];

/**
 * The carrier's customer record for the cargo owner: the one the code names (a deleted one counts as none);
 * else one already linked to the owner; else the one of their last, dissolved partnership; else a new record.
 * A named customer linked to another cargo owner, or an owner already linked to another customer, is a
 * cooperation that exists (10226).
 */
export async function customerForOwner(db: Db, invite: InviteRow, owner: Company): Promise<OwnerCustomer> {
  const carrierId = invite.companyId;
  const named = invite.customerId ? await lockCustomer(db, and(eq(customers.id, invite.customerId), isNull(customers.deletedAt))) : undefined;
  const linked = await lockCustomer(db, and(eq(customers.companyId, carrierId), eq(customers.linkedOwnerCompanyId, owner.id), isNull(customers.deletedAt)));
  if (named) {
    // The named customer must be free, and the owner not already some other customer of this carrier.
    const otherOwner = named.linkedOwnerCompanyId !== null && named.linkedOwnerCompanyId !== owner.id;
    if (otherOwner || (linked && linked.id !== named.id)) throw new CommandError(10226, { field: 'code' });
    return { customer: named, created: false };
  }
  if (linked) return { customer: linked, created: false };
  const [previous] = await db.select({ customerId: partnerships.customerId }).from(partnerships)
    .where(and(eq(partnerships.carrierCompanyId, carrierId), eq(partnerships.ownerCompanyId, owner.id))).orderBy(desc(partnerships.id)).limit(1);
  const former = previous && await lockCustomer(db, and(eq(customers.id, previous.customerId), isNull(customers.deletedAt), isNull(customers.linkedOwnerCompanyId)));
  if (former) return { customer: former, created: false };
  return { customer: await createOwnerCustomer(db, carrierId, owner), created: true };
}

/** A customer record for the cargo owner, coded by its company code (with -2, -3… when taken), in the default group at the head office. */
async function createOwnerCustomer(db: Db, carrierId: number, owner: Company): Promise<CustomerRow> {
  const taken = new Set((await db.select({ code: customers.code }).from(customers)
    .where(and(eq(customers.companyId, carrierId), like(customers.code, `${owner.companyNo}%`)))).map((row) => row.code));
  let code = owner.companyNo;
  for (let n = 2; taken.has(code); n++) code = `${owner.companyNo}-${n}`;
  const [headOffice] = await db.select({ id: sites.id }).from(sites).where(and(eq(sites.companyId, carrierId), eq(sites.siteType, 'headOffice')));
  const group = await findDefaultGroup(db, carrierId);
  const [customer] = await db.insert(customers).values({
    companyId: carrierId, code, name: owner.nameCn, companyName: owner.nameEn || owner.nameCn, settlementType: 'monthly', attribute: 'direct',
    siteId: headOffice?.id ?? null, groupId: group.id, address: '',
  }).returning();
  return customer;
}
