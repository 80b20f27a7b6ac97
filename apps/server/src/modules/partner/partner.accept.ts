import { and, eq } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { inviteCodes } from '../invite/index.ts';
import { customerForOwner } from './partner.customer.ts';
import { partnerships } from './partner.table.ts';

const labelOf = (company: { companyNo: string; nameCn: string }) => `${company.companyNo} ${company.nameCn}`;

/** The invite row and its carrier, locked: the code against a second acceptance, the carrier against two at once. */
async function lockInvite(tx: Tx, code: string) {
  const [invite] = await tx.select().from(inviteCodes).where(eq(inviteCodes.code, code)).for('update');
  if (!invite) throw new CommandError(10115, { field: 'code' });
  const [carrier] = await tx.select().from(companies)
    .where(and(eq(companies.id, invite.companyId), eq(companies.kind, 'carrier'), eq(companies.status, 'active'))).for('no key update');
  if (!carrier) throw new CommandError(10115, { field: 'code' });
  if (invite.status === 'abolished') throw new CommandError(10117, { field: 'code' });
  if (invite.status !== 'unused') throw new CommandError(10116, { field: 'code', status: invite.status });
  return { invite, carrier };
}

/**
 * A cargo owner enters a carrier's code: the partnership starts, the code is used, and the carrier's customer
 * record for the owner is linked to it (made when there is none). Logged in both companies' logs.
 */
export async function acceptInvite(ctx: GuardedContext, code: string): Promise<{ id: number; companyNo: string }> {
  const { caller } = ctx;
  // Only a cargo owner joins a carrier (the partner menu is both sides', so the function alone does not say which).
  if (caller.companyKind !== 'cargoOwner') throw new CommandError(10021, { permission: 'partner.edit' });
  return auditedWrite(ctx, async ({ tx }) => {
    const { invite, carrier } = await lockInvite(tx, code);
    const [owner] = await tx.select().from(companies).where(eq(companies.id, caller.companyId));
    const [active] = await tx.select({ id: partnerships.id }).from(partnerships)
      .where(and(eq(partnerships.carrierCompanyId, carrier.id), eq(partnerships.ownerCompanyId, owner.id), eq(partnerships.status, 'active')));
    if (active) throw new CommandError(10226, { field: 'code', companyNo: carrier.companyNo });
    const { customer, created } = await customerForOwner(tx, invite, owner);
    const [partnership] = await tx.insert(partnerships)
      .values({ carrierCompanyId: carrier.id, ownerCompanyId: owner.id, customerId: customer.id, inviteCodeId: invite.id }).returning({ id: partnerships.id });
    await tx.update(inviteCodes).set({ status: 'used', usedByCompanyId: owner.id, usedByUserId: caller.userId, usedAt: new Date() }).where(eq(inviteCodes.id, invite.id));
    const [linked] = await tx.update(customers).set({ linkedOwnerCompanyId: owner.id }).where(eq(customers.id, customer.id)).returning();
    // The customer's orders are the owner's from now on, those made before it joined included.
    await ctx.services.shareCustomerOrders(tx, carrier.id, customer.id);

    const customerLabel = `${customer.code} ${customer.name}`;
    return {
      answer: { id: partnership.id, companyNo: carrier.companyNo },
      changes: [
        { entity: 'partner', entityId: partnership.id, entityLabel: labelOf(carrier), action: 'accept', after: { companyNo: carrier.companyNo, name: carrier.nameCn, code } },
        { entity: 'partner', entityId: partnership.id, entityLabel: labelOf(owner), action: 'accept', after: { companyNo: owner.companyNo, name: owner.nameCn, code }, companyId: carrier.id },
        { entity: 'invite', entityId: invite.id, entityLabel: code, action: 'accept', before: { status: invite.status }, after: { status: 'used', usedBy: labelOf(owner) }, companyId: carrier.id },
        created
          ? { entity: 'customer', entityId: customer.id, entityLabel: customerLabel, action: 'create', after: linked, companyId: carrier.id }
          : {
            entity: 'customer', entityId: customer.id, entityLabel: customerLabel, action: 'update',
            before: { linkedOwnerCompanyId: customer.linkedOwnerCompanyId }, after: { linkedOwnerCompanyId: owner.id }, companyId: carrier.id,
          },
      ],
    };
  });
}
