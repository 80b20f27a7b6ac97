import { z } from 'zod';
import { declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';
import {
  BLACKLIST_LIMITS, BLACKLIST_MATCH_KINDS, BLACKLIST_SUBJECTS, checkEntryValue, listBlacklistEntriesInput, type BlacklistMatchKind, type BlacklistSubject,
} from './blacklist.ts';
import { normaliseBlacklistText } from './match.ts';


/** What a clerk may type in the subject and match columns: the code, or its name in any of the three languages. */
const SUBJECT_NAMES: Record<BlacklistSubject, string[]> = {
  receiverName: ['收件人', 'receiver'], senderName: ['发件人', '寄件人', 'sender'], company: ['公司', 'company'],
  phone: ['电话', '電話', 'phone'], address: ['地址', 'address'], goods: ['货物', '貨物', 'goods'],
};
const MATCH_NAMES: Record<BlacklistMatchKind, string[]> = { exact: ['精确', '精確', 'exact'], contains: ['包含', 'contains'], pattern: ['模式', 'pattern'] };

/** A cell read as one of the values, by its code or one of its names (case aside). */
function namedCell<T extends string>(values: readonly T[], names: Record<T, string[]>) {
  const byName = new Map(values.flatMap((value) => [value, ...names[value]].map((name) => [name.toLowerCase(), value] as const)));
  return z.string().trim().transform((text) => byName.get(text.toLowerCase()) ?? text).pipe(z.enum(values as [T, ...T[]]));
}

/** Dataquery/blacklist as Excel sees it: entries for every customer (one limited to a customer is made on the screen). */
export const blacklistTable = declareTable({
  name: 'blacklist',
  title: tableTexts('黑名单', '黑名單', 'Blacklist'),
  cells: {
    subject: namedCell(BLACKLIST_SUBJECTS, SUBJECT_NAMES),
    matchKind: namedCell(BLACKLIST_MATCH_KINDS, MATCH_NAMES),
    value: z.string().trim().min(1).max(BLACKLIST_LIMITS.valueMax),
    note: z.string().trim().max(BLACKLIST_LIMITS.noteMax).default(''),
  },
  columns: [
    { key: 'subject', header: tableTexts('对象(Subject)', '對象(Subject)', 'Subject'), format: tableTexts('收件人、发件人、公司、电话、地址或货物', '收件人、寄件人、公司、電話、地址或貨物', 'Receiver, sender, company, phone, address or goods'), example: '电话' },
    { key: 'matchKind', header: tableTexts('匹配方式(Match)', '匹配方式(Match)', 'Match'), format: tableTexts('精确、包含或模式', '精確、包含或模式', 'Exact, contains or pattern'), example: '精确' },
    { key: 'value', header: tableTexts('值(Value)', '值(Value)', 'Value'), format: tableTexts('文本；模式中 * 代表任意字符，? 代表一个字符', '文字；模式中 * 代表任意字元，? 代表一個字元', 'Text; in a pattern * is any characters, ? one'), example: '13800000000' },
    { key: 'note', header: tableTexts('备注(Note)', '備註(Note)', 'Note'), format: TEXT_FORMAT, example: '' },
  ],
  check: checkEntryValue,
  keyOf: (row) => blacklistKeyOf(row.subject, row.matchKind, normaliseBlacklistText(row.subject, row.value, row.matchKind === 'pattern')),
  keyColumns: ['value'],
  maxRows: 100_000,
});
export type BlacklistTableRow = z.output<typeof blacklistTable.row>;

/** An entry's natural key in an import: its subject, match and compared value (for every customer). */
export const blacklistKeyOf = (subject: string, matchKind: string, normalised: string) => `${subject} ${matchKind} ${normalised}`;

/** The export's filters: the list's, without its paging. */
export const blacklistFilter = listBlacklistEntriesInput.omit({ pageSize: true, currentPage: true });
export type BlacklistFilter = z.infer<typeof blacklistFilter>;
