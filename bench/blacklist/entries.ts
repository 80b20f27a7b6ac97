import { sql } from 'drizzle-orm';
import { normaliseBlacklistText, type BlacklistMatchKind, type BlacklistSubject } from '@parcelflow/contract';
import type { Db } from '@parcelflow/server/src/db/client.ts';

/** How the 100,000 entries split: exact phones and names in the hash index, the rest in the automatons, 500 patterns. */
const MIX: { subject: BlacklistSubject; matchKind: BlacklistMatchKind; count: number; value: (n: number) => string }[] = [
  { subject: 'phone', matchKind: 'exact', count: 30_000, value: (n) => `+86 139 ${String(10_000_000 + n * 37).slice(-8)}` },
  { subject: 'receiverName', matchKind: 'exact', count: 20_000, value: (n) => `Receiver ${word(n)} ${word(n * 7 + 3)}` },
  { subject: 'senderName', matchKind: 'exact', count: 10_000, value: (n) => `发件人${word(n)}` },
  { subject: 'company', matchKind: 'contains', count: 15_000, value: (n) => `${word(n)} trading co` },
  { subject: 'address', matchKind: 'contains', count: 15_000, value: (n) => `${n % 900 + 100} ${word(n)} street` },
  { subject: 'goods', matchKind: 'contains', count: 9_500, value: (n) => `${word(n)} ${word(n + 11)}` },
  { subject: 'goods', matchKind: 'pattern', count: 500, value: (n) => `*${word(n)}*battery*` },
];
export const ENTRY_COUNT = MIX.reduce((sum, part) => sum + part.count, 0);

/** A made-up word of 4 to 7 letters for each number (letters a..z from its digits in base 26). */
function word(n: number): string {
  let text = '';
  for (let rest = n + 26 ** 3; rest > 0; rest = Math.floor(rest / 26)) text += String.fromCharCode(97 + (rest % 26));
  return text;
}

/** The company's entries written straight to its tables in 5,000-row statements, and its blacklist version raised. */
export async function insertEntries(db: Db, companyNo: string): Promise<void> {
  const rows = MIX.flatMap((part) => Array.from({ length: part.count }, (_, n) => {
    const value = part.value(n);
    return { subject: part.subject, match_kind: part.matchKind, value, normalised: normaliseBlacklistText(part.subject, value, part.matchKind === 'pattern') };
  }));
  const company = sql`(select id from companies where company_no = ${companyNo})`;
  for (let start = 0; start < rows.length; start += 5000) {
    await db.execute(sql`insert into blacklist_entries (company_id, subject, match_kind, value, normalised)
      select ${company}, r.subject, r.match_kind, r.value, r.normalised
      from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 5000))}::jsonb) as r(subject text, match_kind text, value text, normalised text)
      on conflict do nothing`);
  }
  await db.execute(sql`insert into blacklist_versions (company_id, version) select ${company}, 1 on conflict (company_id) do update set version = blacklist_versions.version + 1`);
}
