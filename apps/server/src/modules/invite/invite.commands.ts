import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { comboBoxInput, fieldError, generateInviteInput, inviteIdInput, listInvitesInput, type ComboBoxItem } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { findInvitableCustomer, insertInvite } from './invite.generate.ts';
import { findInvite, likePattern, listInvites } from './invite.queries.ts';
import { inviteCodes } from './invite.table.ts';

/** Invite codes are a carrier's: the invite menu is for carriers only, so a cargo owner never holds these functions (10021). */
export const inviteCommands = [
  defineCommand({
    service: 'main', command: 'listInvites', permission: 'invite.view', input: listInvitesInput,
    summary: "The carrier's invite codes, newest first, by part of the code, status, named customer or the cargo owner who used it.",
    handler: (ctx, input) => listInvites(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'generateInvite', permission: 'invite.edit', input: generateInviteInput,
    summary: 'Generate a random invite code, optionally for one of the carrier\'s customers not yet linked to a cargo owner (else 10226).',
    handler: (ctx, input) => ctx.db.transaction(async (tx) => {
      const customer = input.customerId ? await findInvitableCustomer(tx, ctx.caller.companyId, input.customerId) : null;
      const invite = await insertInvite(tx, ctx.caller, customer?.id ?? null);
      await recordChange(tx, ctx, {
        entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'generate',
        after: { code: invite.code, status: invite.status, customer: customer ? `${customer.code} ${customer.name}` : null },
      });
      return { id: invite.id, code: invite.code };
    }),
  }),
  defineCommand({
    service: 'main', command: 'abolishInvite', permission: 'invite.edit', input: inviteIdInput,
    summary: 'Abolish an unused invite code; a used one is refused (400 on id).',
    handler: async (ctx, input) => {
      const invite = await findInvite(ctx.db, ctx.caller.companyId, input.id);
      await ctx.db.transaction(async (tx) => {
        // The status check sits in the UPDATE, so a cargo owner accepting the code meanwhile wins cleanly.
        const [row] = await tx.update(inviteCodes).set({ status: 'abolished', endedAt: new Date() })
          .where(and(eq(inviteCodes.id, invite.id), eq(inviteCodes.status, 'unused'))).returning({ id: inviteCodes.id });
        if (!row) throw fieldError('id', 'invalidValue', { status: invite.status });
        await recordChange(tx, ctx, { entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'abolish', before: { status: 'unused' }, after: { status: 'abolished' } });
      });
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'inviteCustomerComboBox', permission: 'invite.edit', input: comboBoxInput,
    summary: "The carrier's customers an invite code may name (live, linked to no cargo owner), by code or name, 10 a page.",
    handler: async (ctx, input) => {
      const where = and(eq(customers.companyId, ctx.caller.companyId), isNull(customers.deletedAt), isNull(customers.linkedOwnerCompanyId),
        input.keyword ? or(ilike(customers.code, likePattern(input.keyword)), ilike(customers.name, likePattern(input.keyword))) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        ctx.db.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(where)
          .orderBy(asc(customers.code)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
        ctx.db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
      ]);
      return { list: rows.map((r): ComboBoxItem => ({ value: r.id, label: `${r.code} ${r.name}` })), pageCount: Math.ceil(total / input.pageSize) };
    },
  }),
];
