const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
/** Full-width space, no-break space and the zero-width marks that copying from web pages and chats leaves. */
const ODD_SPACES = /[\u3000\u00A0]/g;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;

/**
 * Text as a clerk meant it: full-width letters, digits and punctuation (ＡＢＣ１２３，) typed with a
 * Chinese input method become their ASCII forms, odd spaces become spaces, the ends are trimmed.
 * Chinese characters and inner line breaks are kept.
 */
export function normaliseText(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(ODD_SPACES, ' ')
    .replace(ZERO_WIDTH, '')
    .trim();
}
