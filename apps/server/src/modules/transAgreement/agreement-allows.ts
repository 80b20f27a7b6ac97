import { sql, type SQL } from 'drizzle-orm';

type Party = { companyId: number; customerId: SQL; groupId: SQL; channelId: SQL; today: string };

/**
 * Whether the customer may order on the channel: no agreement names the customer or its group, or one of those in
 * force on `today` (yyyy-mm-dd, UTC) lists the channel. SQL so that createOrder checks it inside its one statement, and
 * the import every order of a file in one (orderFieldsProblem and channelProblemsOfOrders in order.checks.ts).
 */
export function agreementAllows({ companyId, customerId, groupId, channelId, today }: Party): SQL {
  const names = sql`a.company_id = ${companyId} and (a.customer_id = ${customerId} or a.customer_group_id = ${groupId})`;
  return sql`(not exists(select 1 from trans_agreements a where ${names})
    or exists(select 1 from trans_agreements a join trans_agreement_channels ac on ac.agreement_id = a.id
      where ${names} and ac.channel_id = ${channelId} and a.valid_from <= ${today}::date and (a.valid_to is null or a.valid_to >= ${today}::date)))`;
}

/** Today in UTC as the agreements' dates read it. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
