import { readdirSync, readFileSync } from 'node:fs';

export type Lang = 'zh-CN' | 'en-US';
type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url);

function bundle(lang: Lang, namespace: string): Tree {
  const file = new URL(`${lang}/${namespace}.json`, LOCALES);
  const key = `${lang}/${namespace}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return cache.get(key)!;
}

function lookUp(lang: Lang, key: string): string {
  const [namespace, ...path] = key.split('.');
  let node: string | Tree = bundle(lang, namespace);
  for (const part of path) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no text ${lang} ${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`not a text: ${lang} ${key}`);
  return node;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The interface text of "namespace.path" in a language, read from the shipped locale files. */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  return lookUp(lang, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A text whose {{parameters}} match anything, for values the test does not know (a masked phone number). */
export function textPattern(lang: Lang, key: string): RegExp {
  return new RegExp(lookUp(lang, key).split(/\{\{\w+\}\}/).map(escapeRegExp).join('.+'));
}

/**
 * A button's accessible name: antd puts a space between the two characters of a two-character Chinese
 * label, and an icon adds its name in front.
 */
export function buttonName(lang: Lang, key: string, params: Record<string, string | number> = {}): RegExp {
  const label = text(lang, key, params);
  const escaped = [...label].map(escapeRegExp);
  return new RegExp(`(^|\\s)${escaped.join('\\s*')}$`);
}

/** The text namespaces of a language (the locale files' names: auth, shell, menu…). */
export function namespaces(lang: Lang): string[] {
  return readdirSync(new URL(`${lang}/`, LOCALES))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}
