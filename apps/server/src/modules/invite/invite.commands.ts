import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { fieldError, type ComboBoxItem } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/invite/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { findInvitableCustomer, insertInvite } from './invite.generate.ts';
import { findInvite, likePattern, listInvites } from './invite.queries.ts';
import { inviteCodes } from './invite.table.ts';

/** Invite codes are a carrier's: the invite menu is for carriers only, so a cargo owner never holds these functions (10021). */
export const inviteCommands = [
  implement(contract.listInvites, (ctx, input) => listInvites(ctx.db, ctx.caller.companyId, input)),
  implement(contract.generateInvite, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const customer = input.customerId ? await findInvitableCustomer(tx, companyId, input.customerId) : null;
    const invite = await insertInvite(tx, ctx.caller, customer?.id ?? null);
    return {
      answer: { id: invite.id, code: invite.code },
      changes: [{
        entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'generate',
        after: { code: invite.code, status: invite.status, customer: customer ? `${customer.code} ${customer.name}` : null },
      }],
    };
  })),
  implement(contract.abolishInvite, async (ctx, input) => {
    const invite = await findInvite(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      // The status check sits in the UPDATE, so a cargo owner accepting the code meanwhile wins cleanly.
      const [row] = await tx.update(inviteCodes).set({ status: 'abolished', endedAt: new Date() })
        .where(and(eq(inviteCodes.id, invite.id), eq(inviteCodes.status, 'unused'))).returning({ id: inviteCodes.id });
      if (!row) throw fieldError('id', 'invalidValue', { status: invite.status });
      return { answer: {}, changes: [{ entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'abolish', before: { status: 'unused' }, after: { status: 'abolished' } }] };
    });
  }),
  implement(contract.inviteCustomerComboBox, async (ctx, input) => {
    const where = and(eq(customers.companyId, ctx.caller.companyId), isNull(customers.deletedAt), isNull(customers.linkedOwnerCompanyId),
      input.keyword ? or(ilike(customers.code, likePattern(input.keyword)), ilike(customers.name, likePattern(input.keyword))) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(where)
        .orderBy(asc(customers.code)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
    ]);
    return { list: rows.map((r): ComboBoxItem => ({ value: r.id, label: `${r.code} ${r.name}` })), pageCount: Math.ceil(total / input.pageSize) };
  }),
];
