import { describe, expect, it } from 'vitest';
import { ERROR_CODE_VALUES, FIELD_REASONS, FUNCTION_KEYS, LANGUAGES, allDeclarations, flattenMenus } from '@parcelflow/contract';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

const bundles = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) throw new Error(`not a locales/{language}/{namespace}.json file: ${path}`);
  if (!bundles.has(language)) bundles.set(language, new Map());
  bundles.get(language)!.set(namespace, tree);
}
const namespaces = [...bundles.get('zh-CN')!.keys()].sort();

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

function texts(language: string, namespace: string): Map<string, string> {
  return flatten(bundles.get(language)?.get(namespace) ?? {});
}

/** Resolves a key the way i18n.ts reads it: a leading known namespace, else the common namespace. */
function lookup(language: string, key: string): string | undefined {
  const [first, ...rest] = key.split('.');
  const [namespace, path]: [string, string] = first !== undefined && namespaces.includes(first) && rest.length ? [first, rest.join('.')] : ['common', key];
  return texts(language, namespace).get(path);
}

/**
 * Codes Chinese logistics screens write as they are: payment, packing, trade terms, currencies, protocols, file and paper
 * formats, barcode symbologies and the keys printed on a keyboard.
 */
const TRADE_CODES = /\b(FBA|COD|PP|CC|TP|CA|WPX|DOC|DDP|DDU|DAP|EXW|FOB|CIF|VAT|EORI|IOSS|EIN|SSN|CPF|CNPJ|EOR|RMB|USD|HKD|THB|TWD|API|JSON|HTTP|GET|POST|HMAC|SHA|ID|Excel|EMS|DHL|ICP|EDI|PDF|A4|PNG|JPEG|Code 128|Code 39|EAN-13|DataMatrix|QR|SKU|Ctrl\+Shift\+Z|Ctrl\+Z|Ctrl\+Y|Shift|Delete|Enter|Esc)\b/g;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for every language with the same namespaces', () => {
    expect([...bundles.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect([...bundles.get(language)!.keys()].sort()).toEqual(namespaces);
  });

  it.each(namespaces)('hold the same keys and placeholders in every language: %s', (namespace) => {
    const reference = texts('zh-CN', namespace);
    for (const language of LANGUAGES) {
      const other = texts(language, namespace);
      expect([...other.keys()].sort(), language).toEqual([...reference.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${language} ${namespace}.${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${namespace}.${key}`).toEqual(placeholders(reference.get(key)!));
      }
    }
  });

  it('write Chinese without Latin letters (placeholders and trade codes aside)', () => {
    for (const language of ['zh-CN', 'zh-TW']) {
      for (const namespace of namespaces) {
        for (const [key, text] of texts(language, namespace)) {
          // A nested text ($t(namespace.key)) is translated where it is written.
          const words = text.replace(/\$t\([\w.{}]+\)/g, '').replace(/\{\{\w+\}\}/g, '').replace(TRADE_CODES, '');
          expect(words, `${language} ${namespace}.${key}`).not.toMatch(/[A-Za-z]/);
        }
      }
    }
  });
});

describe('locale coverage of the contract', () => {
  it.each(LANGUAGES)('%s translates every result code, field reason, menu and function', (language) => {
    for (const code of ERROR_CODE_VALUES) expect(lookup(language, `hint.${code}`), `hint.${code}`).toBeTruthy();
    for (const reason of FIELD_REASONS) expect(lookup(language, `reason.${reason}`), `reason.${reason}`).toBeTruthy();
    for (const node of flattenMenus()) expect(lookup(language, `menu.${node.key}`), `menu.${node.key}`).toBeTruthy();
    for (const key of FUNCTION_KEYS) expect(lookup(language, `func.${key}`), `func.${key}`).toBeTruthy();
  });

  it.each(LANGUAGES)('%s summarises every declared command on the API page', (language) => {
    const missing = allDeclarations.map((declaration) => `${declaration.service}_${declaration.command}`).filter((key) => !lookup(language, `apidocs.summary.${key}`));
    expect(missing).toEqual([]);
  });

  it('has a text for every literal key the code translates', () => {
    const missing: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      // The group always matches; were it ever absent, the empty key is reported missing.
      for (const [, key = ''] of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        if (!lookup('zh-CN', key)) missing.push(`${path}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
