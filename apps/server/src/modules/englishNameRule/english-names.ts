import type { EnglishNameRuleKind } from '@parcelflow/contract';

export type NameRule = { kind: EnglishNameRuleKind; nameCn: string; nameEn: string };
type Line = { descriptionCn: string; descriptionEn?: string };
/** A line the rules could not make declarable: no English name found, or a refused word in it. */
export type EnglishNameProblem = { index: number; reason: 'required' | 'refusedWord'; word?: string };

/** Letters and digits in lower case between single spaces: a refused word matches whole words only ("gift" not "gifted"). */
export const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/**
 * The mapping that names a line's Chinese goods name: an exact one first, else the contained one with the longest
 * Chinese name (the most specific), the earlier rule on a tie (rules come in id order).
 */
function mappingFor(rules: readonly NameRule[], nameCn: string): NameRule | undefined {
  const name = nameCn.trim();
  const exact = rules.find((rule) => rule.kind === 'exact' && rule.nameCn === name);
  if (exact) return exact;
  let best: NameRule | undefined;
  for (const rule of rules) {
    if (rule.kind === 'contains' && name.includes(rule.nameCn) && rule.nameCn.length > (best?.nameCn.length ?? 0)) best = rule;
  }
  return best;
}

/** The lines with empty English names filled by the rules, and what still stops them (each line's first problem). */
export function applyEnglishNames<L extends Line>(rules: readonly NameRule[], lines: readonly L[]): { lines: L[]; problems: EnglishNameProblem[] } {
  const refused = rules.filter((rule) => rule.kind === 'refused').map((rule) => ({ word: rule.nameEn, words: wordsOf(rule.nameEn) }));
  const problems: EnglishNameProblem[] = [];
  const filled = lines.map((line, index) => {
    const nameEn = line.descriptionEn?.trim() || mappingFor(rules, line.descriptionCn)?.nameEn || '';
    if (!nameEn) problems.push({ index, reason: 'required' });
    const hit = nameEn && refused.find((word) => wordsOf(nameEn).includes(word.words));
    if (hit) problems.push({ index, reason: 'refusedWord', word: hit.word });
    return nameEn === line.descriptionEn ? line : { ...line, descriptionEn: nameEn };
  });
  return { lines: filled, problems };
}
