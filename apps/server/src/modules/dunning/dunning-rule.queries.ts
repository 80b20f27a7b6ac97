import { and, asc, count, eq, ilike, inArray, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import { fieldError, type DunningFormOptions, type DunningRuleView, type ListDunningRulesInput, type Page, type SaveDunningRuleInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { sites } from '../site/index.ts';
import { staff } from '../staff/index.ts';
import { dunningReminders, dunningRules } from './dunning.table.ts';

export type DunningRuleRow = typeof dunningRules.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's staff users who can receive reminders: logins of staff members not gone, enabled. */
const staffUsersWhere = (companyId: number) => and(eq(users.companyId, companyId), isNotNull(users.staffId), eq(users.status, 'enabled'), ne(staff.status, 'left'));

function staffUsers(db: Db, where: SQL | undefined) {
  return db.select({ id: users.id, code: staff.code, name: users.displayName }).from(users)
    .innerJoin(staff, and(eq(staff.id, users.staffId), eq(staff.companyId, users.companyId))).where(where).orderBy(asc(staff.code));
}

function companySites(db: Db, companyId: number, ids?: number[]) {
  return db.select({ id: sites.id, code: sites.code, nameCn: sites.nameCn, nameEn: sites.nameEn, siteType: sites.siteType, parentId: sites.parentId })
    .from(sites).where(and(eq(sites.companyId, companyId), ids ? inArray(sites.id, ids) : undefined)).orderBy(asc(sites.code));
}

/** What the rule's form chooses from. */
export async function dunningFormOptions(db: Db, companyId: number): Promise<DunningFormOptions> {
  const [siteRows, userRows] = await Promise.all([companySites(db, companyId), staffUsers(db, staffUsersWhere(companyId))]);
  return { sites: siteRows, users: userRows };
}

/** Refuses a site or user that is not the company's, naming it (`siteIds.2` notFound). */
export async function assertOwnLimits(db: Db, companyId: number, input: Pick<SaveDunningRuleInput, 'siteIds' | 'userIds'>): Promise<void> {
  const [siteRows, userRows] = await Promise.all([
    input.siteIds.length ? companySites(db, companyId, input.siteIds) : [],
    input.userIds.length ? staffUsers(db, and(staffUsersWhere(companyId), inArray(users.id, input.userIds))) : [],
  ]);
  const missing = (ids: number[], found: { id: number }[]) => ids.findIndex((id) => !found.some((row) => row.id === id));
  const site = missing(input.siteIds, siteRows);
  if (site >= 0) throw fieldError(`siteIds.${site}`, 'notFound');
  const user = missing(input.userIds, userRows);
  if (user >= 0) throw fieldError(`userIds.${user}`, 'notFound');
}

/** Rules as the list shows them: limits named as they read now, reminders counted. */
async function dunningRuleViews(db: Db, companyId: number, rows: DunningRuleRow[]): Promise<DunningRuleView[]> {
  const ruleIds = rows.map((row) => row.id);
  const siteIds = [...new Set(rows.flatMap((row) => row.siteIds))];
  const userIds = [...new Set(rows.flatMap((row) => row.userIds))];
  // One after another: inside a write's transaction they share its one connection.
  const siteRows = siteIds.length ? await companySites(db, companyId, siteIds) : [];
  const userRows = userIds.length ? await staffUsers(db, and(eq(users.companyId, companyId), inArray(users.id, userIds))) : [];
  const counts = ruleIds.length
    ? await db.select({ ruleId: dunningReminders.ruleId, count: count(), last: max(dunningReminders.createdAt) }).from(dunningReminders)
      .where(inArray(dunningReminders.ruleId, ruleIds)).groupBy(dunningReminders.ruleId)
    : [];
  return rows.map((row) => {
    const sent = counts.find((entry) => entry.ruleId === row.id);
    return {
      id: row.id, name: row.name, type: row.type, amount: row.amount, currency: row.currency, billingDate: row.billingDate, expiryDate: row.expiryDate,
      dueDays: row.dueDays, periodDays: row.periodDays, modes: row.modes, enabled: row.enabled,
      sites: siteRows.filter((site) => row.siteIds.includes(site.id)).map(({ id, code, nameCn, nameEn }) => ({ id, code, nameCn, nameEn })),
      users: userRows.filter((user) => row.userIds.includes(user.id)),
      reminderCount: sent?.count ?? 0, lastReminderAt: sent?.last ? new Date(sent.last).toISOString() : null, updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function listDunningRulePage(
  db: Db, companyId: number, input: ListDunningRulesInput,
): Promise<Page<DunningRuleView>> {
  const where = and(
    eq(dunningRules.companyId, companyId),
    input.keyword ? ilike(dunningRules.name, likePattern(input.keyword)) : undefined,
    input.enabled === undefined ? undefined : eq(dunningRules.enabled, input.enabled),
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(dunningRules).where(where).orderBy(asc(dunningRules.name), asc(dunningRules.id)).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(dunningRules).where(where),
  ]);
  return { list: await dunningRuleViews(db, companyId, rows), total };
}

/** A rule as the audit log keeps it: its fields, the limits by code. */
export async function dunningRuleSnapshot(db: Db, row: DunningRuleRow): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [view] = await dunningRuleViews(db, row.companyId, [row]);
  const { id: _id, updatedAt: _updatedAt, reminderCount: _count, lastReminderAt: _last, sites: limitSites, users: limitUsers, ...fields } = view;
  return { label: row.name, fields: { ...fields, sites: limitSites.map((site) => site.code), users: limitUsers.map((user) => user.code) } };
}
