import { LANGUAGES, type Language } from '../languages.ts';
import type { BoxFieldKey, ImportFieldKey, InvoiceFieldKey, OrderFieldKey, Party, PartyFieldKey } from './import-fields.ts';
import { EXCEL_TEXTS } from './texts.ts';

/** A field's name in one language: "收件人电话", "Receiver phone". */
export function fieldLabel(field: ImportFieldKey, language: Language): string {
  const { labels, partySeparator } = EXCEL_TEXTS[language];
  const [group, key] = field.split('.') as [string, string | undefined];
  if (key === undefined) return labels.order[group as OrderFieldKey];
  if (group === 'boxes') return labels.boxes[key as BoxFieldKey];
  if (group === 'invoiceLines') return labels.invoiceLines[key as InvoiceFieldKey];
  return labels.parties[group as Party] + partySeparator + labels.party[key as PartyFieldKey];
}

/**
 * The header of a built-in column: Chinese with the English name in brackets, as Chinese carriers print
 * them (a partner abroad can read the same file), and English alone for English users.
 */
export function builtInHeader(field: ImportFieldKey): Record<Language, string> {
  const english = fieldLabel(field, 'en-US');
  const entries = LANGUAGES.map((language) => [language, language === 'en-US' ? english : `${fieldLabel(field, language)}(${english})`]);
  return Object.fromEntries(entries) as Record<Language, string>;
}
