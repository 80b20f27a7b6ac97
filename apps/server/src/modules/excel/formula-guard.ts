/** What a spreadsheet (or a CSV made from the export) would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number or a signed amount: a spreadsheet may compute it, but it can call nothing. */
const ONLY_NUMBER_SIGNS = /^[+-][\d\s().+\-/]*$/;

/**
 * Text that a spreadsheet would run as a formula, neutralised with a leading single quote (OWASP "CSV
 * injection"). The export writes every text as a string cell, which Excel never evaluates; the quote
 * protects the copy a user re-types or saves as CSV. "+1 555 0100" and "-12.5" are left as they are.
 */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || ONLY_NUMBER_SIGNS.test(text)) return text;
  return `'${text}`;
}
