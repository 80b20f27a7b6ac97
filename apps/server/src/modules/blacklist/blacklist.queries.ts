import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  BLACKLIST_SUBJECT_FIELDS, BLACKLIST_SUBJECTS, DEFAULT_BLACKLIST_ACTION, fieldError,
  type BlacklistEntryView, type BlacklistRuleView, type ListBlacklistEntriesInput, type Page,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import { blacklistEntries, blacklistRules } from './blacklist.table.ts';

export type BlacklistEntryRow = typeof blacklistEntries.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's company's entry; another company's answers exactly like a missing one. */
export async function findBlacklistEntry(db: Db, companyId: number, id: number): Promise<BlacklistEntryRow> {
  const [row] = await db.select().from(blacklistEntries).where(and(eq(blacklistEntries.id, id), eq(blacklistEntries.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

export function whereOf(companyId: number, input: ListBlacklistEntriesInput): SQL | undefined {
  return and(
    eq(blacklistEntries.companyId, companyId),
    input.subject ? eq(blacklistEntries.subject, input.subject) : undefined,
    input.matchKind ? eq(blacklistEntries.matchKind, input.matchKind) : undefined,
    input.value ? ilike(blacklistEntries.value, likePattern(input.value)) : undefined,
    input.customerId ? eq(blacklistEntries.customerId, input.customerId) : undefined,
    input.enabled === undefined ? undefined : eq(blacklistEntries.enabled, input.enabled),
  );
}

/** One page of the company's entries, the last changed first. */
export async function listBlacklistPage(db: Db, companyId: number, input: ListBlacklistEntriesInput): Promise<Page<BlacklistEntryView>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ entry: blacklistEntries, customerCode: customers.code, customerName: customers.name })
      .from(blacklistEntries).leftJoin(customers, eq(customers.id, blacklistEntries.customerId)).where(where)
      .orderBy(desc(blacklistEntries.updatedAt), desc(blacklistEntries.id))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(blacklistEntries).where(where),
  ]);
  return {
    total,
    list: rows.map(({ entry, customerCode, customerName }) => ({
      id: entry.id, subject: entry.subject, matchKind: entry.matchKind, value: entry.value, customerId: entry.customerId,
      customerCode, customerName, note: entry.note, enabled: entry.enabled, updatedAt: entry.updatedAt.toISOString(),
    })),
  };
}

/** How many pattern entries the company has (they are capped: each is checked on its own once its literal is found). */
export async function countPatterns(db: Db, companyId: number): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(blacklistEntries)
    .where(and(eq(blacklistEntries.companyId, companyId), eq(blacklistEntries.matchKind, 'pattern')));
  return count;
}

/** An entry as the audit log names and compares it: its customer by code rather than by id. */
export async function entrySnapshot(db: Db, entry: BlacklistEntryRow): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [customer] = entry.customerId ? await db.select({ code: customers.code }).from(customers).where(eq(customers.id, entry.customerId)) : [];
  return {
    label: `${entry.subject} ${entry.value}`,
    fields: { subject: entry.subject, matchKind: entry.matchKind, value: entry.value, customer: customer?.code ?? null, note: entry.note, enabled: entry.enabled },
  };
}

/** Every subject's rule in the order of the subjects, the defaults where none was saved, with its enabled entries. */
export async function listRules(db: Db, companyId: number): Promise<BlacklistRuleView[]> {
  const [rules, counts] = await Promise.all([
    db.select().from(blacklistRules).where(eq(blacklistRules.companyId, companyId)),
    db.select({ subject: blacklistEntries.subject, count: sql<number>`count(*)::int` }).from(blacklistEntries)
      .where(and(eq(blacklistEntries.companyId, companyId), eq(blacklistEntries.enabled, true))).groupBy(blacklistEntries.subject).orderBy(asc(blacklistEntries.subject)),
  ]);
  return BLACKLIST_SUBJECTS.map((subject) => {
    const rule = rules.find((row) => row.subject === subject);
    const entries = counts.find((row) => row.subject === subject)?.count ?? 0;
    if (!rule) return { subject, fields: [...BLACKLIST_SUBJECT_FIELDS[subject]], action: DEFAULT_BLACKLIST_ACTION, enabled: true, entries, updatedAt: null };
    return { subject, fields: rule.fields, action: rule.action, enabled: rule.enabled, entries, updatedAt: rule.updatedAt.toISOString() };
  });
}
