import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { newInviteCode, inviteCodes } from '../invite/index.ts';
import { partnerships } from './partner.table.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function companyOf(db: Db, companyNo: string) {
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, companyNo));
  const [firstUser] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id)).orderBy(users.id).limit(1);
  return { id: company.id, userId: firstUser.id };
}

const customerId = async (db: Db, companyId: number, code: string) =>
  (await db.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, code))))[0].id;

/**
 * The demo's cooperations: the cargo owner ordered through the first carrier, ended that cooperation and started
 * it again with a second code, which is the one it orders through today; and codes in every other status.
 */
export async function seedPartnerships(db: Db, carrierNo: string, ownerNo: string, otherCarrierNo: string): Promise<void> {
  const [carrier, owner, other] = [await companyOf(db, carrierNo), await companyOf(db, ownerNo), await companyOf(db, otherCarrierNo)];
  const linkedCustomer = await customerId(db, carrier.id, 'C0001');
  const code = (companyId: number, createdByUserId: number, values: Partial<typeof inviteCodes.$inferInsert>) =>
    ({ companyId, createdByUserId, code: newInviteCode(), ...values });
  const used = { usedByCompanyId: owner.id, usedByUserId: owner.userId, customerId: linkedCustomer };
  const [ended, current] = await db.insert(inviteCodes).values([
    code(carrier.id, carrier.userId, { ...used, status: 'ended', createdAt: daysAgo(400), usedAt: daysAgo(399), endedAt: daysAgo(380) }),
    code(carrier.id, carrier.userId, { ...used, status: 'used', createdAt: daysAgo(370), usedAt: daysAgo(369) }),
    code(carrier.id, carrier.userId, { status: 'unused', createdAt: daysAgo(12), customerId: await customerId(db, carrier.id, 'C0002') }),
    code(carrier.id, carrier.userId, { status: 'unused', createdAt: daysAgo(3) }),
    code(carrier.id, carrier.userId, { status: 'abolished', createdAt: daysAgo(40), endedAt: daysAgo(30) }),
    code(other.id, other.userId, { status: 'unused', createdAt: daysAgo(5) }),
  ]).returning({ id: inviteCodes.id });
  await db.insert(partnerships).values([
    { carrierCompanyId: carrier.id, ownerCompanyId: owner.id, customerId: linkedCustomer, inviteCodeId: ended.id, status: 'dissolved', createdAt: daysAgo(399), dissolvedAt: daysAgo(380), dissolvedByCompanyId: owner.id },
    { carrierCompanyId: carrier.id, ownerCompanyId: owner.id, customerId: linkedCustomer, inviteCodeId: current.id, createdAt: daysAgo(369) },
  ]);
}
