/**
 * How a blacklist compares text (docs/reference-data.md, "Blacklist"): values and order fields are normalised the
 * same way before any comparison, so "ACME  Ltd" and "ａｃｍｅ ltd" are one company and "+86 138-0000-0000" one phone.
 */
import type { BlacklistSubject } from './blacklist.ts';

/** A pattern's wildcards: any run of characters (also none), and exactly one character. */
export const WILDCARD_ANY = '*';
export const WILDCARD_ONE = '?';

/**
 * Width folded (NFKC: full-width letters and digits), lower case, every run of spaces one space, trimmed; a phone
 * keeps its digits only. A pattern keeps its wildcards.
 */
export function normaliseBlacklistText(subject: BlacklistSubject, text: string, keepWildcards = false): string {
  const folded = text.normalize('NFKC').toLowerCase();
  if (subject === 'phone') return folded.replace(keepWildcards ? /[^0-9*?]/g : /\D/g, '');
  return folded.replace(/\s+/g, ' ').trim();
}

/** The longest run of a pattern without wildcards: every text the pattern matches contains it. */
export function longestLiteral(pattern: string): string {
  return pattern.split(/[*?]+/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/**
 * Whether a whole normalised text matches a pattern of '*' and '?'. Linear scanning with one remembered star (the
 * classic two-pointer wildcard match): at most text × pattern steps, so no pattern can make it slow (no ReDoS).
 */
export function matchesPattern(text: string, pattern: string): boolean {
  let t = 0;
  let p = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === WILDCARD_ONE || pattern[p] === text[t])) {
      t++;
      p++;
    } else if (p < pattern.length && pattern[p] === WILDCARD_ANY) {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === WILDCARD_ANY) p++;
  return p === pattern.length;
}
