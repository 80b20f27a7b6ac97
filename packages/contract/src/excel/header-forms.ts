import { LANGUAGES } from '../languages.ts';
import { EXCEL_TEXTS } from './texts.ts';

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
/** Full-width space, no-break space and the zero-width marks that copying from web pages and chats leaves. */
const ODD_SPACES = /[\u3000\u00A0]/g;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;
/** Any of the above: most cells hold none, and one test costs less than three replaces (an import reads every cell). */
const ANY_TO_CHANGE = /[\uFF01-\uFF5E\u3000\u00A0\u200B-\u200D\uFEFF]/;

/**
 * Text as a clerk meant it: full-width letters, digits and punctuation (ＡＢＣ１２３，) typed with a
 * Chinese input method become their ASCII forms, odd spaces become spaces, the ends are trimmed.
 * Chinese characters and inner line breaks are kept.
 */
export function normaliseText(text: string): string {
  if (!ANY_TO_CHANGE.test(text)) return text.trim();
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(ODD_SPACES, ' ')
    .replace(ZERO_WIDTH, '')
    .trim();
}

/** A header compared as a clerk reads it: no spaces, no case, half-width, without a "*" required mark. */
export function normaliseHeader(text: string): string {
  return normaliseText(text).replace(/\s+/g, '').replace(/^\*+|\*+$/g, '').toLowerCase();
}

/**
 * Every form a header is recognised by: "收件人电话(Receiver phone)" may also be written as either half.
 * The import reader and the company template rules compare headers through this one function.
 */
export function headerForms(text: string): string[] {
  const whole = normaliseText(text);
  const halves = /^(.+?)\s*\((.+)\)$/.exec(whole);
  return [whole, ...(halves ? halves.slice(1, 3) : [])].map(normaliseHeader);
}

const ERROR_COLUMN_FORMS = new Set(LANGUAGES.flatMap((language) => headerForms(EXCEL_TEXTS[language].errorColumn)));

/** The error column an error report adds, in any language: ignored on import, reused by the next report. */
export function isErrorColumnHeader(text: string): boolean {
  return ERROR_COLUMN_FORMS.has(normaliseHeader(text));
}
