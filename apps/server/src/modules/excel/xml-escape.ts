import { neutraliseFormula } from './formula-guard.ts';

/**
 * Characters XML 1.0 cannot carry at all (control characters other than tab, newline and carriage return, lone
 * surrogates, U+FFFE and U+FFFF): a parser refuses the whole part, so Excel would call the file corrupt. With the
 * `u` flag the surrogate range matches only halves without their pair.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const ILLEGAL = /[\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
/** What text needs changed before it goes into XML; most cells have none of it and are written as they are. */
// eslint-disable-next-line no-control-regex -- control characters are among what needs work
const NEEDS_WORK = /[&<>"\r\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/u;
const SPECIAL = /[&<>"\r]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Excel reads "_x0041_" in a cell as "A"; its own escape for the underscore keeps such text as typed. */
const EXCEL_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/g;
/** XML whitespace at either end, which a reader drops unless told to keep it. */
const EDGE_SPACE = /^[ \t\n\r]|[ \t\n\r]$/;

/**
 * Text for an element's content or a double-quoted attribute: illegal characters dropped, markup escaped, and a
 * carriage return kept as a reference (a parser turns a literal one into a newline).
 */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(ILLEGAL, '').replace(SPECIAL, (char) => ENTITY[char]).replace(EXCEL_ESCAPE, '_x005F_$1');
}

const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g;
const ATTRIBUTE_ENTITY: Record<string, string> = { ...ENTITY, '\t': '&#9;', '\n': '&#10;' };

/** An attribute's value in double quotes, written again as read: tab and newline as references a parser keeps. */
export function attributeValue(text: string): string {
  return text.replace(ILLEGAL, '').replace(ATTRIBUTE_SPECIAL, (char) => ATTRIBUTE_ENTITY[char]);
}

/**
 * Anything a text cell might need done: markup or characters to escape or drop, an underscore, a formula's first
 * character, whitespace at either end. Most cells have none, and one test lets them through as they are.
 */
// eslint-disable-next-line no-control-regex -- control characters are among what needs work
const CELL_NEEDS_WORK = /[&<>"\0-\x1F\uD800-\uDFFF\uFFFE\uFFFF_]|^[=+\-@ ]|[ \t\n]$/;

/**
 * A text cell's inline string: formula text neutralised, escaped, and told to keep spaces at either end
 * (" 12" stays " 12").
 */
export function inlineString(text: string): string {
  if (!CELL_NEEDS_WORK.test(text)) return `<is><t>${text}</t></is>`;
  const neutral = neutraliseFormula(text);
  return EDGE_SPACE.test(neutral) ? `<is><t xml:space="preserve">${xmlText(neutral)}</t></is>` : `<is><t>${xmlText(neutral)}</t></is>`;
}
