import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ChangeRecord, Tx } from '../auditLog/index.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { customers } from '../customer/index.ts';
import { channelsOf, type AgreementRow } from './transAgreement.queries.ts';
import { transAgreements } from './transAgreement.table.ts';

/** An agreement as the log names it and compares it: its party by code and name, its channels by code. */
export async function agreementSnapshot(db: Db, agreement: AgreementRow): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [customer] = agreement.customerId
    ? await db.select({ code: customers.code, name: customers.name }).from(customers).where(eq(customers.id, agreement.customerId))
    : [];
  const [group] = agreement.customerGroupId
    ? await db.select({ name: customerGroups.name }).from(customerGroups).where(eq(customerGroups.id, agreement.customerGroupId))
    : [];
  const channelCodes = ((await channelsOf(db, [agreement.id])).get(agreement.id) ?? []).map((channel) => channel.code);
  const party = customer ? `${customer.code} ${customer.name}` : (group?.name ?? '');
  return {
    label: `${party} ${agreement.validFrom}~${agreement.validTo ?? ''}`,
    fields: { customer: customer ? party : null, customerGroup: group?.name ?? null, channels: channelCodes, validFrom: agreement.validFrom, validTo: agreement.validTo, remarks: agreement.remarks },
  };
}

/**
 * Deletes the agreements naming a customer group, inside the caller's transaction, answering each as deleted with
 * what it was: a group that goes takes its agreements with it (they would name nobody), and the log keeps every one.
 */
export async function deleteGroupAgreements(tx: Tx, groupId: number): Promise<ChangeRecord[]> {
  const agreements = await tx.select().from(transAgreements).where(eq(transAgreements.customerGroupId, groupId)).orderBy(asc(transAgreements.id)).for('update');
  const changes: ChangeRecord[] = [];
  for (const agreement of agreements) {
    const { label, fields } = await agreementSnapshot(tx, agreement);
    await tx.delete(transAgreements).where(eq(transAgreements.id, agreement.id));
    changes.push({ entity: 'transAgreement', entityId: agreement.id, entityLabel: label, action: 'delete', before: fields });
  }
  return changes;
}
