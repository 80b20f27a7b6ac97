import { and, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { fieldError, type DunningReminderView, type ListDunningRemindersInput, type MyDunningReminders, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { bills } from '../bill/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { dunningReminderRecipients as recipients, dunningReminders as reminders } from './dunning.table.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The reminders a carrier's finance sent, newest first, each with how many of its recipients read it. */
export async function listDunningReminderPage(db: Db, companyId: number, input: ListDunningRemindersInput): Promise<Page<DunningReminderView>> {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  const where = and(
    eq(reminders.companyId, companyId),
    input.ruleId ? eq(reminders.ruleId, input.ruleId) : undefined,
    input.customerId ? eq(reminders.customerId, input.customerId) : undefined,
    keyword ? or(ilike(bills.billNo, keyword), ilike(customers.code, keyword), ilike(customers.name, keyword)) : undefined,
    input.dateFrom ? gte(reminders.sentOn, input.dateFrom) : undefined,
    input.dateTo ? lte(reminders.sentOn, input.dateTo) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      reminder: reminders, billNo: bills.billNo, billDate: bills.billDate, customerCode: customers.code, customerName: customers.name,
      recipientCount: sql<number>`(select count(*)::int from ${recipients} where ${recipients.reminderId} = ${reminders.id})`,
      readCount: sql<number>`(select count(*)::int from ${recipients} where ${recipients.reminderId} = ${reminders.id} and ${recipients.readAt} is not null)`,
    }).from(reminders)
      .innerJoin(bills, eq(bills.id, reminders.billId)).innerJoin(customers, eq(customers.id, reminders.customerId))
      .where(where).orderBy(desc(reminders.id)).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(reminders)
      .innerJoin(bills, eq(bills.id, reminders.billId)).innerJoin(customers, eq(customers.id, reminders.customerId)).where(where),
  ]);
  return {
    total,
    list: rows.map(({ reminder, ...row }) => ({
      id: reminder.id, ruleId: reminder.ruleId, ruleName: reminder.ruleName, billId: reminder.billId, billNo: row.billNo, billDate: row.billDate,
      dueDate: reminder.dueDate, customerId: reminder.customerId, customerCode: row.customerCode, customerName: row.customerName, slot: reminder.slot,
      currency: reminder.currency, openAmount: reminder.openAmount, modes: reminder.modes, recipientCount: row.recipientCount, readCount: row.readCount,
      noticeCount: reminder.noticeCount, sentAt: reminder.createdAt.toISOString(),
    })),
  };
}

async function countUnread(db: Db, userId: number): Promise<number> {
  const [{ unread }] = await db.select({ unread: sql<number>`count(*)::int` }).from(recipients).where(and(eq(recipients.userId, userId), isNull(recipients.readAt)));
  return unread;
}

/** The reminders sent to this user in the product, newest first, and how many are unread. */
export async function listMyReminders(db: Db, userId: number, input: { limit: number; unreadOnly: boolean }, language?: string): Promise<MyDunningReminders> {
  const rows = await db.select({
    id: reminders.id, billId: reminders.billId, billNo: bills.billNo, billDate: bills.billDate, dueDate: reminders.dueDate, currency: reminders.currency,
    openAmount: reminders.openAmount, customerCode: customers.code, customerName: customers.name, carrierCn: companies.nameCn, carrierEn: companies.nameEn,
    sentAt: reminders.createdAt, readAt: recipients.readAt,
  }).from(recipients)
    .innerJoin(reminders, eq(reminders.id, recipients.reminderId))
    .innerJoin(bills, eq(bills.id, reminders.billId))
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .innerJoin(companies, eq(companies.id, reminders.companyId))
    .where(and(eq(recipients.userId, userId), input.unreadOnly ? isNull(recipients.readAt) : undefined))
    .orderBy(desc(recipients.reminderId)).limit(input.limit);
  const list = rows.map(({ carrierCn, carrierEn, sentAt, readAt, ...row }) => ({
    ...row, carrierName: language === 'en-US' && carrierEn ? carrierEn : carrierCn, sentAt: sentAt.toISOString(), readAt: readAt?.toISOString() ?? null,
  }));
  return { list, unread: await countUnread(db, userId) };
}

/** Marks the user's reminders read (those named, or all); an id not sent to this user is refused, naming it. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
  if (ids) {
    const own = await db.select({ id: recipients.reminderId }).from(recipients).where(and(eq(recipients.userId, userId), inArray(recipients.reminderId, ids)));
    const missing = ids.findIndex((id) => !own.some((row) => row.id === id));
    if (missing >= 0) throw fieldError(`ids.${missing}`, 'notFound');
  }
  await db.update(recipients).set({ readAt: sql`now()` })
    .where(and(eq(recipients.userId, userId), isNull(recipients.readAt), ids ? inArray(recipients.reminderId, ids) : undefined));
  return { unread: await countUnread(db, userId) };
}
