import { and, eq } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { customers } from '../customer/index.ts';
import { newInviteCode } from './invite.code.ts';
import { inviteCodes } from './invite.table.ts';

/** A live customer of the carrier, locked for the transaction; one already linked to a cargo owner is in a cooperation (10226). */
export async function findInvitableCustomer(db: Db, companyId: number, customerId: number) {
  const [customer] = await db.select().from(customers).where(and(eq(customers.id, customerId), eq(customers.companyId, companyId))).for('update');
  if (!customer || customer.deletedAt) throw fieldError('customerId', 'notFound');
  if (customer.linkedOwnerCompanyId !== null) throw new CommandError(10226, { field: 'customerId' });
  return customer;
}

/** Inserts a new unused code; a clash with an existing code (one in 2^60) draws again, and the unique index has the last word. */
export async function insertInvite(db: Db, caller: Pick<Caller, 'companyId' | 'userId'>, customerId: number | null) {
  let code = newInviteCode();
  while ((await db.select({ id: inviteCodes.id }).from(inviteCodes).where(eq(inviteCodes.code, code))).length) code = newInviteCode();
  const [invite] = await db.insert(inviteCodes).values({ companyId: caller.companyId, code, customerId, createdByUserId: caller.userId }).returning();
  return invite;
}
