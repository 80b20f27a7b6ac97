import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, type InviteView, type ListInvitesInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { inviteCodes } from './invite.table.ts';

export type InviteRow = typeof inviteCodes.$inferSelect;

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's company's code; another company's answers exactly like a missing one. */
export async function findInvite(db: Db, companyId: number, id: number): Promise<InviteRow> {
  const [row] = await db.select().from(inviteCodes).where(and(eq(inviteCodes.id, id), eq(inviteCodes.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

const owners = alias(companies, 'owners');

/** The carrier's codes under the list's filters, newest first. */
export async function listInvites(db: Db, companyId: number, input: ListInvitesInput): Promise<Page<InviteView>> {
  const where = and(
    eq(inviteCodes.companyId, companyId),
    input.code ? ilike(inviteCodes.code, likePattern(input.code)) : undefined,
    input.status ? eq(inviteCodes.status, input.status) : undefined,
    input.customer ? or(ilike(customers.code, likePattern(input.customer)), ilike(customers.name, likePattern(input.customer))) : undefined,
    input.usedBy ? or(ilike(owners.companyNo, likePattern(input.usedBy)), ilike(owners.nameCn, likePattern(input.usedBy)), ilike(owners.nameEn, likePattern(input.usedBy))) : undefined,
  );
  const page = db.select({
    invite: inviteCodes, customerCode: customers.code, customerName: customers.name, generatedBy: users.displayName,
    usedByCompanyNo: owners.companyNo, usedByCompanyName: owners.nameCn, usedByCompanyNameEn: owners.nameEn,
  }).from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.createdByUserId))
    .leftJoin(customers, eq(customers.id, inviteCodes.customerId))
    .leftJoin(owners, eq(owners.id, inviteCodes.usedByCompanyId))
    .where(where).orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id)).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize);
  const [rows, [{ total }]] = await Promise.all([
    page,
    db.select({ total: sql<number>`count(*)::int` }).from(inviteCodes)
      .leftJoin(customers, eq(customers.id, inviteCodes.customerId))
      .leftJoin(owners, eq(owners.id, inviteCodes.usedByCompanyId))
      .where(where),
  ]);
  return {
    total,
    list: rows.map(({ invite, ...rest }) => ({
      id: invite.id, code: invite.code, status: invite.status, customerCode: rest.customerCode, customerName: rest.customerName,
      generatedBy: rest.generatedBy, createdAt: invite.createdAt.toISOString(), usedByCompanyNo: rest.usedByCompanyNo,
      usedByCompanyName: rest.usedByCompanyName, usedByCompanyNameEn: rest.usedByCompanyNameEn, usedAt: invite.usedAt?.toISOString() ?? null, endedAt: invite.endedAt?.toISOString() ?? null,
    })),
  };
}
