import { and, eq, or } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type ChangeRecord, type Tx } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { inviteCodes } from '../invite/index.ts';
import { partnerships } from './partner.table.ts';

/** The caller's company's partnership, locked; another's answers exactly like a missing one. */
async function lockPartnership(tx: Tx, companyId: number, id: number) {
  const [row] = await tx.select().from(partnerships)
    .where(and(eq(partnerships.id, id), or(eq(partnerships.carrierCompanyId, companyId), eq(partnerships.ownerCompanyId, companyId)))).for('update');
  if (!row) throw fieldError('id', 'notFound');
  if (row.status !== 'active') throw fieldError('id', 'invalidValue', { status: row.status });
  return row;
}

/**
 * Either side ends a cooperation (4.2): its code becomes "cooperation ended", and the carrier's customer record
 * no longer stands for the owner, so the owner can no longer order through the carrier. Logged on both sides.
 */
export async function dissolvePartnership(ctx: GuardedContext, id: number): Promise<void> {
  const { caller } = ctx;
  await auditedWrite(ctx, async ({ tx }) => {
    const partnership = await lockPartnership(tx, caller.companyId, id);
    const now = new Date();
    await tx.update(partnerships).set({ status: 'dissolved', dissolvedAt: now, dissolvedByCompanyId: caller.companyId }).where(eq(partnerships.id, id));
    const [invite] = partnership.inviteCodeId
      ? await tx.update(inviteCodes).set({ status: 'ended', endedAt: now })
        .where(and(eq(inviteCodes.id, partnership.inviteCodeId), eq(inviteCodes.status, 'used'))).returning({ id: inviteCodes.id, code: inviteCodes.code })
      : [];
    const [customer] = await tx.update(customers).set({ linkedOwnerCompanyId: null })
      .where(and(eq(customers.id, partnership.customerId), eq(customers.linkedOwnerCompanyId, partnership.ownerCompanyId)))
      .returning({ id: customers.id, code: customers.code, name: customers.name });

    const otherId = caller.companyId === partnership.carrierCompanyId ? partnership.ownerCompanyId : partnership.carrierCompanyId;
    const [self, other] = await Promise.all([caller.companyId, otherId].map(async (companyId) =>
      (await tx.select({ companyNo: companies.companyNo, nameCn: companies.nameCn }).from(companies).where(eq(companies.id, companyId)))[0]));
    const change = { entity: 'partner', entityId: id, action: 'dissolve', before: { status: 'active' }, after: { status: 'dissolved' } } as const;
    const carrierId = partnership.carrierCompanyId;
    const changes: ChangeRecord[] = [
      { ...change, entityLabel: `${other.companyNo} ${other.nameCn}` },
      { ...change, entityLabel: `${self.companyNo} ${self.nameCn}`, companyId: otherId },
    ];
    if (invite) changes.push({ entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'update', before: { status: 'used' }, after: { status: 'ended' }, companyId: carrierId });
    if (customer) {
      changes.push({
        entity: 'customer', entityId: customer.id, entityLabel: `${customer.code} ${customer.name}`, action: 'update',
        before: { linkedOwnerCompanyId: partnership.ownerCompanyId }, after: { linkedOwnerCompanyId: null }, companyId: carrierId,
      });
    }
    return { answer: undefined, changes };
  });
}
