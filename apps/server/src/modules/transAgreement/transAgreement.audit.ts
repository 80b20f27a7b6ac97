import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';
import { customers } from '../enterprise/enterprise.table.ts';
import { channelsOf, type AgreementRow } from './transAgreement.queries.ts';

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
