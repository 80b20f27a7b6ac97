import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { longestLiteral, normaliseBlacklistText } from './match.ts';

/** What a carrier refuses: the subject of a blacklist entry. */
export const BLACKLIST_SUBJECTS = ['receiverName', 'senderName', 'company', 'phone', 'address', 'goods'] as const;
export type BlacklistSubject = (typeof BLACKLIST_SUBJECTS)[number];

/** exact: the whole field; contains: anywhere in the field; pattern: the whole field with '*' and '?' wildcards. */
export const BLACKLIST_MATCH_KINDS = ['exact', 'contains', 'pattern'] as const;
export type BlacklistMatchKind = (typeof BLACKLIST_MATCH_KINDS)[number];

/** What a matching order gets: refused; saved but held in "to be corrected"; saved with a warning. */
export const BLACKLIST_ACTIONS = ['refuse', 'hold', 'warn'] as const;
export type BlacklistAction = (typeof BLACKLIST_ACTIONS)[number];

/**
 * The order fields each subject may be compared with; a subject's rule chooses among them (all by default). An
 * address is the party's three address lines read as one text; goods are every invoice line's two descriptions.
 */
export const BLACKLIST_SUBJECT_FIELDS = {
  receiverName: ['receiver.name'],
  senderName: ['sender.name'],
  company: ['receiver.company', 'sender.company'],
  phone: ['receiver.phone', 'sender.phone'],
  address: ['receiver.address', 'sender.address'],
  goods: ['invoiceLines.descriptionCn', 'invoiceLines.descriptionEn'],
} as const satisfies Record<BlacklistSubject, readonly string[]>;
export type BlacklistField = (typeof BLACKLIST_SUBJECT_FIELDS)[BlacklistSubject][number];
export const BLACKLIST_FIELDS = Object.values(BLACKLIST_SUBJECT_FIELDS).flat() as BlacklistField[];

/** A subject without a saved rule: every field compared, the order refused. */
export const DEFAULT_BLACKLIST_ACTION: BlacklistAction = 'refuse';

export const BLACKLIST_LIMITS = {
  valueMax: 200,
  noteMax: 200,
  /** Patterns are checked one by one once their longest literal is found: their count and length are capped. */
  patternMax: 64,
  patternLiteralMin: 2,
  patternsPerCompany: 1000,
  deleteMax: 500,
} as const;

const idField = z.number().int().positive();

/**
 * An entry's value as it will be compared: something left once normalised, and a pattern short enough, with a run of
 * plain characters to find it by (the screen's form and the Excel import check the same).
 */
export function checkEntryValue(entry: { subject: BlacklistSubject; matchKind: BlacklistMatchKind; value: string }, ctx: z.RefinementCtx): void {
  const pattern = entry.matchKind === 'pattern';
  const normalised = normaliseBlacklistText(entry.subject, entry.value, pattern);
  if (!normalised) ctx.addIssue({ code: 'custom', path: ['value'], params: { reason: 'invalidValue' } });
  else if (pattern && normalised.length > BLACKLIST_LIMITS.patternMax) ctx.addIssue({ code: 'custom', path: ['value'], params: { reason: 'tooLong', max: BLACKLIST_LIMITS.patternMax } });
  else if (pattern && longestLiteral(normalised).length < BLACKLIST_LIMITS.patternLiteralMin) ctx.addIssue({ code: 'custom', path: ['value'], params: { reason: 'invalidFormat' } });
}

export const saveBlacklistEntryInput = z
  .object({
    id: idField.optional(),
    subject: z.enum(BLACKLIST_SUBJECTS),
    matchKind: z.enum(BLACKLIST_MATCH_KINDS),
    value: z.string().trim().min(1).max(BLACKLIST_LIMITS.valueMax),
    /** Absent: the entry applies to every customer's orders. */
    customerId: idField.optional(),
    note: z.string().trim().max(BLACKLIST_LIMITS.noteMax).default(''),
    enabled: z.boolean().default(true),
  })
  .superRefine(checkEntryValue);
export type SaveBlacklistEntryInput = z.infer<typeof saveBlacklistEntryInput>;

export const listBlacklistEntriesInput = z.object({
  ...pageQueryFields,
  subject: z.enum(BLACKLIST_SUBJECTS).optional(),
  matchKind: z.enum(BLACKLIST_MATCH_KINDS).optional(),
  /** Entries whose value holds this text. */
  value: z.string().trim().max(BLACKLIST_LIMITS.valueMax).optional(),
  customerId: idField.optional(),
  enabled: z.boolean().optional(),
});
export type ListBlacklistEntriesInput = z.infer<typeof listBlacklistEntriesInput>;

export const blacklistEntryView = z.object({
  id: z.number(),
  subject: z.enum(BLACKLIST_SUBJECTS),
  matchKind: z.enum(BLACKLIST_MATCH_KINDS),
  value: z.string(),
  customerId: z.number().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  note: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type BlacklistEntryView = z.infer<typeof blacklistEntryView>;

export const blacklistEntryIdsInput = z.object({ ids: z.array(idField).min(1).max(BLACKLIST_LIMITS.deleteMax) });
export const setBlacklistEntryEnabledInput = z.object({ id: idField, enabled: z.boolean() });

/** A subject's rule: the fields its entries are compared with, what a match does, and whether it is checked at all. */
export const saveBlacklistRuleInput = z
  .object({
    subject: z.enum(BLACKLIST_SUBJECTS),
    fields: z.array(z.enum(BLACKLIST_FIELDS as [BlacklistField, ...BlacklistField[]])).min(1),
    action: z.enum(BLACKLIST_ACTIONS),
    enabled: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    const allowed: readonly string[] = BLACKLIST_SUBJECT_FIELDS[rule.subject];
    if (rule.fields.some((field) => !allowed.includes(field)) || new Set(rule.fields).size !== rule.fields.length) {
      ctx.addIssue({ code: 'custom', path: ['fields'], params: { reason: 'invalidValue' } });
    }
  });
export type SaveBlacklistRuleInput = z.infer<typeof saveBlacklistRuleInput>;

/** Every subject's rule, the default for a subject never saved (updatedAt null). */
export const blacklistRuleView = z.object({
  subject: z.enum(BLACKLIST_SUBJECTS),
  fields: z.array(z.enum(BLACKLIST_FIELDS as [BlacklistField, ...BlacklistField[]])),
  action: z.enum(BLACKLIST_ACTIONS),
  enabled: z.boolean(),
  entries: z.number(),
  updatedAt: z.string().nullable(),
});
export type BlacklistRuleView = z.infer<typeof blacklistRuleView>;

/** An order field that matched an entry: what createOrder and updateOrder answer for a hold or a warning. */
export const blacklistHit = z.object({
  /** The field's path in the order form (an invoice line's with its index). */
  field: z.string(),
  /** The field as a rule names it, for its label. */
  fieldKey: z.enum(BLACKLIST_FIELDS as [BlacklistField, ...BlacklistField[]]),
  subject: z.enum(BLACKLIST_SUBJECTS),
  entry: z.string(),
  matchKind: z.enum(BLACKLIST_MATCH_KINDS),
  action: z.enum(BLACKLIST_ACTIONS),
});
export type BlacklistHit = z.infer<typeof blacklistHit>;
