import type { Language } from '../languages.ts';
import { CLEARANCE_METHODS, DECLARE_TYPES, GOODS_TYPES, TAX_PAYMENTS } from '../order/enums.ts';
import { FIELD_EXAMPLES, type ImportFieldKey } from './import-fields.ts';
import { EXCEL_TEXTS } from './texts.ts';

/**
 * Enumerations whose values are words, not trade codes: a sheet gives them by their label in any of the three
 * languages ('普货', '普貨', 'General cargo') as well as by code ('general'), and a template offers its language's labels.
 * Payment, packing, currency and trade terms stay codes (PP, WPX, USD, DDU), as Chinese screens write them too.
 */
export const LABELLED_ENUMS = { goodsType: GOODS_TYPES, declareType: DECLARE_TYPES, clearanceMethod: CLEARANCE_METHODS, taxPayment: TAX_PAYMENTS } as const;
export type LabelledEnumField = keyof typeof LABELLED_ENUMS;
export type EnumLabels = { [F in LabelledEnumField]: Record<(typeof LABELLED_ENUMS)[F][number], string> };

const isLabelled = (field: string): field is LabelledEnumField => field in LABELLED_ENUMS;

/**
 * The values a labelled field offers. A goods type may also be one a company added (systemManage/baseData), which the
 * schema takes as a code and the import resolves against the company's values.
 */
export const labelledValuesOf = (field: ImportFieldKey): readonly string[] | undefined => (isLabelled(field) ? LABELLED_ENUMS[field] : undefined);

/** A value as a template in this language writes it: its label, or itself for a field of codes. */
export function enumLabelOf(field: ImportFieldKey, value: string, language: Language): string {
  return isLabelled(field) ? ((EXCEL_TEXTS[language].enumLabels[field] as Record<string, string>)[value] ?? value) : value;
}

const aliases = new Map<LabelledEnumField, ReadonlyMap<string, string>>();

/** The labels of every language, lowercased, to the value each names; none for a field of codes. */
export function enumAliasesOf(field: ImportFieldKey): ReadonlyMap<string, string> | undefined {
  if (!isLabelled(field)) return undefined;
  let found = aliases.get(field);
  if (!found) {
    found = new Map(Object.values(EXCEL_TEXTS).flatMap((texts) => Object.entries(texts.enumLabels[field]).map(([value, label]) => [label.toLowerCase(), value] as const)));
    aliases.set(field, found);
  }
  return found;
}

/** A column's example as a template in this language shows it (a goods type by its label). */
export function fieldExampleOf(field: ImportFieldKey, language: Language): string | number | undefined {
  const example = FIELD_EXAMPLES[field];
  return typeof example === 'string' ? enumLabelOf(field, example, language) : example;
}
