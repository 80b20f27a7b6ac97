import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../languages.ts';
import { ORDER_EXPORT_TEXTS } from './texts.ts';

type OrderLocale = { field: Record<string, string>; status: Record<string, string>; kind: Record<string, string> };

function webOrderTexts(language: Language): OrderLocale {
  const file = new URL(`../../../../apps/web/src/locales/${language}/order.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as OrderLocale;
}

describe('order export texts', () => {
  it.each(LANGUAGES)('say what the web order list says in %s', (language) => {
    const web = webOrderTexts(language);
    const texts = ORDER_EXPORT_TEXTS[language];
    for (const [column, label] of Object.entries(texts.columns)) expect(label, column).toBe(web.field[column]);
    expect(texts.statuses).toEqual(web.status);
    expect(texts.kinds).toEqual(web.kind);
  });
});
