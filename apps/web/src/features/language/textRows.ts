import type { Resource, ResourceKey } from 'i18next';
import { LANGUAGES, type Language, type LanguageOverride } from '@parcelflow/contract';

/** One interface text: its key ("namespace.path"), the shipped wording per language and the company's own. */
export type TextRow = {
  key: string;
  namespace: string;
  shipped: Partial<Record<Language, string>>;
  overrides: Partial<Record<Language, LanguageOverride>>;
};

export type TextFilter = { search: string; namespace?: string; missingIn?: Language; customisedOnly: boolean };

function flatten(value: ResourceKey, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child as ResourceKey, `${prefix}.${key}`, into);
}

/** Every key any language ships, plus keys only an override still names, sorted by key. */
export function buildTextRows(resources: Resource, overrides: readonly LanguageOverride[]): TextRow[] {
  const rows = new Map<string, TextRow>();
  const rowOf = (key: string) => {
    let row = rows.get(key);
    // split always answers at least one piece: the namespace is the key's text up to its first dot.
    if (!row) rows.set(key, (row = { key, namespace: key.split('.')[0]!, shipped: {}, overrides: {} }));
    return row;
  };
  for (const language of LANGUAGES) {
    for (const [namespace, bundle] of Object.entries(resources[language] ?? {})) {
      const texts = new Map<string, string>();
      flatten(bundle, namespace, texts);
      for (const [key, text] of texts) rowOf(key).shipped[language] = text;
    }
  }
  for (const override of overrides) rowOf(override.key).overrides[override.locale] = override;
  return [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function filterTextRows(rows: readonly TextRow[], filter: TextFilter): TextRow[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.namespace && row.namespace !== filter.namespace) return false;
    if (filter.missingIn && row.shipped[filter.missingIn] !== undefined) return false;
    if (filter.customisedOnly && Object.keys(row.overrides).length === 0) return false;
    if (!needle) return true;
    const texts = [row.key, ...Object.values(row.shipped), ...Object.values(row.overrides).map((o) => o.value)];
    return texts.some((text) => text.toLowerCase().includes(needle));
  });
}

/** What saving the edit form changes: a wording to set, or an override to drop (empty or back to the shipped text). */
export type TextChange = { locale: Language; key: string; value: string | null };

export function planTextChanges(row: TextRow, values: Partial<Record<Language, string>>): TextChange[] {
  return LANGUAGES.flatMap((locale): TextChange[] => {
    const value = values[locale] ?? '';
    const current = row.overrides[locale]?.value;
    const reverts = value === '' || value === row.shipped[locale];
    if (reverts) return current === undefined ? [] : [{ locale, key: row.key, value: null }];
    return value === current ? [] : [{ locale, key: row.key, value }];
  });
}
