import { eq } from 'drizzle-orm';
import { BLACKLIST_SUBJECT_FIELDS, normaliseBlacklistText, saveBlacklistEntryInput, type BlacklistAction, type BlacklistSubject } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { blacklistEntries, blacklistRules, blacklistVersions } from '../modules/blacklist/index.ts';
import { companies } from '../modules/company/index.ts';

/**
 * What the first carrier refuses, holds and warns of. No value occurs in the demo orders, the test factories or the
 * e2e flows, so none of them trips it: a fraud receiver's phone and name, a fake company, reshipping addresses, vapes.
 */
const DEMO_ENTRIES = [
  { subject: 'phone', matchKind: 'exact', value: '+44 7700 900461', note: '多次拒付的收件人' },
  { subject: 'receiverName', matchKind: 'exact', value: 'Viktor Karhunen', note: '冒名收件，已报案' },
  { subject: 'company', matchKind: 'pattern', value: 'Swiftflip*Trading*', note: '虚假公司，勿收' },
  { subject: 'address', matchKind: 'contains', value: 'Reship Hub', note: '转运地址，人工核实后放行' },
  { subject: 'address', matchKind: 'contains', value: '集运仓', note: '转运地址，人工核实后放行' },
  { subject: 'goods', matchKind: 'contains', value: 'e-cigarette', note: '多数渠道禁运，提醒客服确认' },
  { subject: 'goods', matchKind: 'contains', value: '电子烟', note: '多数渠道禁运，提醒客服确认' },
] as const;

/** Addresses are held in "to be corrected" for a check, goods only warned of; other subjects keep the default (refuse). */
const DEMO_RULES: { subject: BlacklistSubject; action: BlacklistAction }[] = [
  { subject: 'address', action: 'hold' },
  { subject: 'goods', action: 'warn' },
];

/** The first carrier's blacklist, so the screen, its rules and the order checks open on real rows. */
export async function seedBlacklist(db: Db, companyNo: string): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  await db.insert(blacklistEntries).values(DEMO_ENTRIES.map((entry) => {
    const { subject, matchKind, value, note } = saveBlacklistEntryInput.parse(entry);
    return { companyId, subject, matchKind, value, note, normalised: normaliseBlacklistText(subject, value, matchKind === 'pattern') };
  }));
  await db.insert(blacklistRules).values(DEMO_RULES.map(({ subject, action }) => ({ companyId, subject, action, fields: [...BLACKLIST_SUBJECT_FIELDS[subject]], enabled: true })));
  // The company's first blacklist version: every server copy builds its matcher from these rows.
  await db.insert(blacklistVersions).values({ companyId, version: 1 });
}
