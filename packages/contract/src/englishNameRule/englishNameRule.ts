import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/**
 * englishNameRule: a carrier's rules for invoice lines' English declared names. `exact` and `contains` map a Chinese
 * goods name to an English one (filled when a line has none); `refused` names an English word no line may declare.
 */
export const ENGLISH_NAME_RULE_KINDS = ['exact', 'contains', 'refused'] as const;
export type EnglishNameRuleKind = (typeof ENGLISH_NAME_RULE_KINDS)[number];

/** A company keeps at most this many rules, so matching an order stays one small read. */
export const ENGLISH_NAME_RULE_LIMITS = { nameCnMax: 100, nameEnMax: 100, perCompany: 5_000 } as const;

const L = ENGLISH_NAME_RULE_LIMITS;
const idField = z.number().int().positive();

export const englishNameRuleFields = {
  kind: z.enum(ENGLISH_NAME_RULE_KINDS),
  /** The Chinese goods name a mapping matches; empty for a refused word. */
  nameCn: z.string().trim().max(L.nameCnMax).default(''),
  /** The English name a mapping fills, or the refused word. */
  nameEn: z.string().trim().min(1).max(L.nameEnMax),
};

const mappingNeedsChineseName = (rule: { kind: EnglishNameRuleKind; nameCn: string }, ctx: z.RefinementCtx) => {
  if (rule.kind !== 'refused' && !rule.nameCn) ctx.addIssue({ code: 'custom', path: ['nameCn'], message: 'required', params: { reason: 'required' } });
};

export const saveEnglishNameRuleInput = z.object({ id: idField.optional(), ...englishNameRuleFields }).superRefine(mappingNeedsChineseName);
export type SaveEnglishNameRuleInput = z.infer<typeof saveEnglishNameRuleInput>;

/** The list's filters, which an export applies too. */
export const englishNameRuleFilterFields = {
  kind: z.enum(ENGLISH_NAME_RULE_KINDS).optional(),
  nameCn: z.string().trim().max(L.nameCnMax).default(''),
  nameEn: z.string().trim().max(L.nameEnMax).default(''),
};
export const englishNameRuleFilter = z.object(englishNameRuleFilterFields);
export const listEnglishNameRulesInput = z.object({ ...pageQueryFields, ...englishNameRuleFilterFields });
export type ListEnglishNameRulesInput = z.infer<typeof listEnglishNameRulesInput>;

export const englishNameRuleView = z.object({ id: z.number(), kind: z.enum(ENGLISH_NAME_RULE_KINDS), nameCn: z.string(), nameEn: z.string() });
export type EnglishNameRuleView = z.infer<typeof englishNameRuleView>;

export const englishNameRuleIdInput = z.object({ id: idField });


/** The rule's natural key: a mapping by its kind and Chinese name, a refused word by the word in lower case. */
export const englishNameRuleKey = (rule: { kind: string; nameCn: string; nameEn: string }) =>
  `${rule.kind} ${rule.kind === 'refused' ? rule.nameEn.toLowerCase() : rule.nameCn}`;

/** englishNameRule as Excel sees it: one row per rule. */
export const englishNameRuleTable = declareTable({
  name: 'englishNameRule',
  title: tableTexts('英文品名规则', '英文品名規則', 'English name rules'),
  cells: englishNameRuleFields,
  columns: [
    { key: 'kind', header: tableTexts('类型(Kind)', '類型(Kind)', 'Kind'), format: tableTexts('exact、contains 或 refused', 'exact、contains 或 refused', 'exact, contains or refused'), example: 'contains' },
    { key: 'nameCn', header: tableTexts('中文品名(Chinese name)', '中文品名(Chinese name)', 'Chinese name'), format: tableTexts('文本；禁用词留空', '文字；禁用詞留空', 'Text; empty for a refused word'), example: '手机壳' },
    { key: 'nameEn', header: tableTexts('英文品名(English name)', '英文品名(English name)', 'English name'), format: TEXT_FORMAT, example: 'Phone case' },
  ],
  check: mappingNeedsChineseName,
  keyOf: englishNameRuleKey,
  keyColumns: ['kind', 'nameCn'],
  maxRows: L.perCompany,
});
export type EnglishNameRuleImportRow = z.output<typeof englishNameRuleTable.row>;
