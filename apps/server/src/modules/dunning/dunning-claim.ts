import { sql } from 'drizzle-orm';
import type { DunningMode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** Reminders claimed per statement; a tick claims batch after batch until none is due. */
export const CLAIM_BATCH = 500;

export type ClaimedReminder = {
  id: number;
  bill_no: string;
  bill_date: string;
  due_date: string;
  currency: string;
  open_amount: string;
  period_days: number;
  modes: DunningMode[];
  carrier_cn: string;
  carrier_en: string;
};

/**
 * Claims the reminders due on `today` (UTC): each open, overdue bill of a live customer that an enabled rule not
 * expired covers (type, billing date, currency threshold, sites and the sites under them), and whose last reminder by
 * that rule is at least a period old. The unique (rule, bill, slot) makes the insert of a reminder another copy
 * claimed meanwhile do nothing, so only this transaction's own claims come back.
 */
export async function claimDueReminders(tx: Db, today: string, at: Date): Promise<ClaimedReminder[]> {
  return executeRows<ClaimedReminder>(tx, sql`
    with recursive rule_sites (rule_id, site_id) as (
      select r.id, s.id from dunning_rules r join sites s on s.id = any(r.site_ids) and s.company_id = r.company_id where r.enabled
      union all
      select rs.rule_id, s.id from rule_sites rs join sites s on s.parent_id = rs.site_id
    ),
    due as (
      select r.company_id, r.id as rule_id, r.name as rule_name, b.id as bill_id, b.customer_id, a.currency, (a.amount - a.written_off) as open_amount,
        (b.bill_date + r.due_days::int) as due_date, ((${today}::date - (b.bill_date + r.due_days::int)) / r.period_days) as slot, r.modes
      from dunning_rules r
      join bills b on b.company_id = r.company_id and b.bill_date >= r.billing_date and (r.type = 'all' or b.period = r.type)
      join bill_amounts a on a.bill_id = b.id and a.currency = r.currency
      join customers c on c.id = b.customer_id and c.deleted_at is null
      where r.enabled
        and (r.expiry_date is null or r.expiry_date >= ${today}::date)
        and b.bill_date + r.due_days::int <= ${today}::date
        and a.amount > 0 and a.amount - a.written_off >= r.amount
        and (cardinality(r.site_ids) = 0 or exists (select 1 from rule_sites rs where rs.rule_id = r.id and rs.site_id = c.site_id))
        and not exists (
          select 1 from dunning_reminders d where d.rule_id = r.id and d.bill_id = b.id and d.sent_on > ${today}::date - r.period_days::int
        )
      order by b.id, r.id
      limit ${CLAIM_BATCH}
    ),
    claimed as (
      insert into dunning_reminders (company_id, rule_id, rule_name, bill_id, customer_id, slot, currency, open_amount, due_date, modes, sent_on, created_at)
      select company_id, rule_id, rule_name, bill_id, customer_id, slot, currency, open_amount, due_date, modes, ${today}::date, ${at.toISOString()}::timestamptz
      from due
      on conflict (rule_id, bill_id, slot) do nothing
      returning id, rule_id, bill_id, company_id, due_date, currency, open_amount, modes
    )
    select c.id::int as id, b.bill_no, b.bill_date::text as bill_date, c.due_date::text as due_date, c.currency, c.open_amount::text as open_amount,
      r.period_days::int as period_days, c.modes, co.name_cn as carrier_cn, co.name_en as carrier_en
    from claimed c
    join bills b on b.id = c.bill_id
    join dunning_rules r on r.id = c.rule_id
    join companies co on co.id = c.company_id
    order by c.id`);
}

export type ReminderRecipient = { reminder_id: number; user_id: number; email: string | null; phone: string | null; language: string | null };

/**
 * Who receives each reminder: the customer's own logins, the rule's staff users, and the users of a cargo owner the
 * customer stands for (an active partnership) who may read its bills; each enabled, on an enabled account.
 */
export function findRecipients(tx: Db, reminderIds: number[]): Promise<ReminderRecipient[]> {
  return executeRows<ReminderRecipient>(tx, sql`
    select distinct d.id::int as reminder_id, u.id as user_id, a.email, a.phone, u.language
    from dunning_reminders d
    join dunning_rules r on r.id = d.rule_id
    join users u on u.status = 'enabled' and (
      (u.company_id = d.company_id and u.customer_id = d.customer_id)
      or (u.company_id = d.company_id and u.staff_id is not null and u.id = any(r.user_ids))
      or (u.company_id in (select p.owner_company_id from partnerships p where p.customer_id = d.customer_id and p.status = 'active')
        and (u.is_admin or exists (
          select 1 from position_rights pr where pr.position_id = u.position_id and pr.right_kind = 'function' and pr.right_key = 'bill.view' and pr.usable
        )))
    )
    join accounts a on a.id = u.account_id and a.status = 'enabled'
    where d.id = any(${`{${reminderIds.join(',')}}`}::bigint[])
    order by 1, 2`);
}
