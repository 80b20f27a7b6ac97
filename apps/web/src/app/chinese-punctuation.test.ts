import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/zh-*/*.json', { eager: true, import: 'default' });

/** Chinese characters and the full-width marks around them. */
const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff\\u3000-\\u303f\\uff00-\\uffef';
/** An ASCII comma, colon, semicolon, question or exclamation mark beside a Chinese character (spaces aside). */
const ASCII_MARK = new RegExp(`[${CJK}] *[,:;?!]|[,:;?!] *[${CJK}]`);
/** ASCII parentheses after Chinese or around it: "重量(千克)" reads "重量（千克）". */
const ASCII_PARENS = new RegExp(`[${CJK}]\\(|\\([^()]*[${CJK}][^()]*\\)`);

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

describe('Chinese interface texts', () => {
  it('use full-width punctuation: no ASCII comma, colon, semicolon or parenthesis beside Chinese characters', () => {
    const misfits = Object.entries(files).flatMap(([path, tree]) =>
      flatten(tree).filter(([, text]) => ASCII_MARK.test(text) || ASCII_PARENS.test(text)).map(([key, text]) => `${path.replace('../locales/', '')} ${key}: ${text}`));
    expect(Object.keys(files).length).toBeGreaterThan(40);
    expect(misfits).toEqual([]);
  });
});
