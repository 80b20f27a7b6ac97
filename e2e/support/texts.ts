import { readFileSync } from 'node:fs';

export type Lang = 'zh-CN' | 'en-US';
type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function bundle(lang: Lang, namespace: string): Tree {
  const file = new URL(`../../apps/web/src/locales/${lang}/${namespace}.json`, import.meta.url);
  const key = `${lang}/${namespace}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return cache.get(key)!;
}

/** The interface text of "namespace.path" in a language, read from the shipped locale files. */
export function text(lang: Lang, key: string, params: Record<string, string> = {}): string {
  const [namespace, ...path] = key.split('.');
  let node: string | Tree = bundle(lang, namespace);
  for (const part of path) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no text ${lang} ${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`not a text: ${lang} ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * A button's accessible name: antd puts a space between the two characters of a two-character Chinese
 * label, and an icon adds its name in front.
 */
export function buttonName(lang: Lang, key: string, params: Record<string, string> = {}): RegExp {
  const label = text(lang, key, params);
  const escaped = [...label].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${escaped.join('\\s*')}$`);
}
