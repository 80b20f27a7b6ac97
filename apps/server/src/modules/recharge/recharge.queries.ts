import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListRechargesInput, Page, RechargeView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Answer, Caller } from '../../envelope/command.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { files } from '../file/index.ts';
import { moneyCustomersWhere } from '../ledger/index.ts';
import { recharges } from './recharge.table.ts';

const recorder = alias(users, 'recorder');
const handler = alias(users, 'handler');

const viewColumns = {
  id: recharges.id, rechargeNo: recharges.rechargeNo, customerId: recharges.customerId, customerCode: customers.code, customerName: customers.name,
  carrierCompanyNo: companies.companyNo, amount: recharges.amount, currency: recharges.currency, bankReference: recharges.bankReference,
  transferDate: recharges.transferDate, remark: recharges.remark, provider: recharges.provider, status: recharges.status,
  voucherFileId: recharges.voucherFileId, voucherName: files.name, recordedAt: recharges.recordedAt, recordedByName: recorder.displayName,
  handledAt: recharges.handledAt, handledByName: handler.displayName, rejectReason: recharges.rejectReason, entryId: recharges.entryId,
};

function selectViews(db: Db) {
  return db.select(viewColumns).from(recharges)
    .innerJoin(customers, eq(customers.id, recharges.customerId))
    .innerJoin(companies, eq(companies.id, recharges.companyId))
    .leftJoin(files, eq(files.id, recharges.voucherFileId))
    .leftJoin(recorder, eq(recorder.id, recharges.recordedBy))
    .leftJoin(handler, eq(handler.id, recharges.handledBy));
}

/** One recharge as the screen shows it (the caller's right to it was checked before). */
export async function findRechargeView(db: Db, id: number): Promise<Answer<RechargeView>> {
  const [view] = await selectViews(db).where(eq(recharges.id, id));
  return view;
}

/** The recharges of the customers whose money the caller sees, narrowed by the list's filters. */
function rechargesWhere(db: Db, caller: Caller, input: ListRechargesInput): SQL | undefined {
  const { keyword, customerId, status, currency, recordedFrom, recordedTo } = input;
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    moneyCustomersWhere(db, caller),
    pattern ? or(ilike(recharges.rechargeNo, pattern), ilike(recharges.bankReference, pattern), ilike(customers.code, pattern), ilike(customers.name, pattern)) : undefined,
    customerId ? eq(recharges.customerId, customerId) : undefined,
    status ? eq(recharges.status, status) : undefined,
    currency ? eq(recharges.currency, currency) : undefined,
    // Days are UTC days, like the day in the recharge number.
    recordedFrom ? gte(recharges.recordedAt, sql`${recordedFrom}::date::timestamp at time zone 'UTC'`) : undefined,
    recordedTo ? lt(recharges.recordedAt, sql`(${recordedTo}::date + 1)::timestamp at time zone 'UTC'`) : undefined,
  );
}

/** A page of recharges, newest first. */
export async function listRechargePage(db: Db, caller: Caller, input: ListRechargesInput): Promise<Page<Answer<RechargeView>>> {
  const where = rechargesWhere(db, caller, input);
  const [list, [{ total }]] = await Promise.all([
    selectViews(db).where(where).orderBy(desc(recharges.id)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(recharges).innerJoin(customers, eq(customers.id, recharges.customerId)).where(where),
  ]);
  return { list, total };
}
