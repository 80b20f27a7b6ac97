import type { LanguageOverride } from '@parcelflow/contract';
import { i18n, NAMESPACES, resources } from '../i18n.ts';

type Override = Pick<LanguageOverride, 'locale' | 'key' | 'value'>;

const touched = new Set<string>();
let applied: readonly Override[] = [];

/** "menu.authority" (the contract's languageKeyField) → namespace "menu", key "authority"; unknown namespaces are skipped. */
export function splitOverrideKey(key: string): { namespace: string; path: string } | null {
  const [, namespace, path] = /^([^.]+)\.(.+)$/.exec(key) ?? [];
  if (!namespace || !path || !NAMESPACES.includes(namespace)) return null;
  return { namespace, path };
}

/** Puts back the shipped texts of every bundle an override changed (after logout or before new overrides). */
export function restoreShippedTexts(): void {
  applied = [];
  for (const bundle of touched) {
    const [language, namespace] = bundle.split('|');
    // applyOverrides records every bundle as "language|namespace"; anything else names no bundle to restore.
    if (language === undefined || namespace === undefined) continue;
    const shipped = resources[language]?.[namespace];
    i18n.removeResourceBundle(language, namespace);
    if (shipped) i18n.addResourceBundle(language, namespace, structuredClone(shipped), true, true);
  }
  touched.clear();
}

/** Applies a company's overrides on top of the shipped locale files. */
export function applyOverrides(overrides: readonly Override[]): void {
  restoreShippedTexts();
  applied = overrides;
  for (const { locale, key, value } of overrides) {
    const target = splitOverrideKey(key);
    // Only over loaded texts: a bundle started by an override would pass for loaded and its shipped texts never come.
    if (!target || !resources[locale]?.[target.namespace]) continue;
    touched.add(`${locale}|${target.namespace}`);
    i18n.addResource(locale, target.namespace, target.path, value);
  }
}

// Languages and namespaces load on demand: one loaded after the overrides arrived gets its overrides then.
i18n.on('loaded', () => {
  if (applied.length) applyOverrides(applied);
});
