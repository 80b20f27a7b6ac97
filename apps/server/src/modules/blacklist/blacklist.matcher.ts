import AhoCorasick from 'modern-ahocorasick';
import {
  BLACKLIST_SUBJECT_FIELDS, BLACKLIST_SUBJECTS, DEFAULT_BLACKLIST_ACTION, matchesPattern, longestLiteral, normaliseBlacklistText,
  type BlacklistAction, type BlacklistField, type BlacklistHit, type BlacklistMatchKind, type BlacklistSubject,
} from '@parcelflow/contract';
import { orderFieldTexts, type BlacklistedOrder } from './order-fields.ts';

export type MatcherEntry = { subject: BlacklistSubject; matchKind: BlacklistMatchKind; value: string; normalised: string; customerId: number | null };
export type MatcherRule = { subject: BlacklistSubject; fields: BlacklistField[]; action: BlacklistAction; enabled: boolean };

/**
 * A subject's entries found inside a text in one pass: contains entries, and patterns by their longest literal. The
 * automaton holds each text once (`inside[i]`: the entries found by its i-th text), so 500 patterns sharing a word
 * are one match of the scan.
 */
type SubjectMatcher = { subject: BlacklistSubject; fields: readonly BlacklistField[]; action: BlacklistAction; automaton: AhoCorasick | null; inside: MatcherEntry[][] };

/**
 * A company's blacklist ready to compare orders with: exact entries in a hash index, contains and pattern entries
 * in one Aho-Corasick automaton per subject (a text is scanned once, whatever the number of entries). Built from
 * the database's rows, kept per company while its version holds (blacklist.cache.ts).
 */
export type BlacklistMatcher = { exact: Map<string, MatcherEntry[]>; subjects: SubjectMatcher[] };

export const EMPTY_MATCHER: BlacklistMatcher = { exact: new Map(), subjects: [] };

const exactKey = (subject: BlacklistSubject, normalised: string) => `${subject}\u0000${normalised}`;

/** Adds to a key's list in place (copying the list each time made 100,000 entries take seconds). */
function append<K>(map: Map<K, MatcherEntry[]>, key: K, entry: MatcherEntry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

export function buildMatcher(entries: readonly MatcherEntry[], rules: readonly MatcherRule[]): BlacklistMatcher {
  const ruleOf = new Map(rules.map((rule) => [rule.subject, rule]));
  const checked = new Set(BLACKLIST_SUBJECTS.filter((subject) => ruleOf.get(subject)?.enabled ?? true));
  const exact = new Map<string, MatcherEntry[]>();
  const inside = new Map<BlacklistSubject, MatcherEntry[]>();
  for (const entry of entries) {
    if (!checked.has(entry.subject)) continue;
    if (entry.matchKind === 'exact') append(exact, exactKey(entry.subject, entry.normalised), entry);
    else append(inside, entry.subject, entry);
  }
  const subjects = [...checked].map((subject): SubjectMatcher => {
    const byText = new Map<string, MatcherEntry[]>();
    for (const entry of inside.get(subject) ?? []) append(byText, entry.matchKind === 'pattern' ? longestLiteral(entry.normalised) : entry.normalised, entry);
    const rule = ruleOf.get(subject);
    return {
      subject, fields: rule?.fields ?? BLACKLIST_SUBJECT_FIELDS[subject], action: rule?.action ?? DEFAULT_BLACKLIST_ACTION, inside: [...byText.values()],
      automaton: byText.size ? new AhoCorasick([...byText.keys()]) : null,
    };
  });
  return { exact, subjects };
}

const appliesTo = (entry: MatcherEntry, customerId: number) => entry.customerId === null || entry.customerId === customerId;

/** The entries one normalised text matches, each once. */
function entriesMatching(matcher: BlacklistMatcher, subject: SubjectMatcher, text: string): MatcherEntry[] {
  const found = [...(matcher.exact.get(exactKey(subject.subject, text)) ?? [])];
  if (!subject.automaton) return found;
  const seen = new Set<number>();
  for (const { patternIndex } of subject.automaton.iterate(text)) {
    if (seen.has(patternIndex)) continue;
    seen.add(patternIndex);
    for (const entry of subject.inside[patternIndex]) {
      if (entry.matchKind === 'contains' || matchesPattern(text, entry.normalised)) found.push(entry);
    }
  }
  return found;
}

const ACTION_ORDER: Record<BlacklistAction, number> = { refuse: 0, hold: 1, warn: 2 };

/** Every entry an order's fields match, the refusals first: the first hit is the one a refusal names. */
export function findBlacklistHits(matcher: BlacklistMatcher, customerId: number, order: BlacklistedOrder): BlacklistHit[] {
  if (!matcher.subjects.length) return [];
  const hits: BlacklistHit[] = [];
  const texts = orderFieldTexts(order);
  for (const compiled of matcher.subjects) {
    for (const field of compiled.fields) {
      for (const { path, text } of texts[field]) {
        const normalised = normaliseBlacklistText(compiled.subject, text);
        if (!normalised) continue;
        for (const entry of entriesMatching(matcher, compiled, normalised)) {
          if (appliesTo(entry, customerId)) hits.push({ field: path, fieldKey: field, subject: entry.subject, entry: entry.value, matchKind: entry.matchKind, action: compiled.action });
        }
      }
    }
  }
  return hits.sort((a, b) => ACTION_ORDER[a.action] - ACTION_ORDER[b.action]);
}
