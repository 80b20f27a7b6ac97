import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { applyEnglishNames, type NameRule } from './english-names.ts';
import { englishNameRules } from './englishNameRule.table.ts';

type Line = { descriptionCn: string; descriptionEn?: string };
const ruleColumns = { kind: englishNameRules.kind, nameCn: englishNameRules.nameCn, nameEn: englishNameRules.nameEn };
const { companyId: company, kind, nameCn, nameEn, id } = englishNameRules;

/**
 * The company's rules that can act on these lines, in id order, as a JSON expression of a statement that may read
 * other rows too (createOrder's reads before its write); one indexed read: the exact mappings of their Chinese names,
 * the contained ones found in them, and the refused words (a company holds at most 5,000 rules of every kind). The
 * names go as one JSON array and one text, so the statement's text is one whatever the lines.
 */
export function englishNameRulesSql(companyId: number, lines: readonly Line[]): SQL<NameRule[]> {
  const unnamed = lines.filter((line) => !line.descriptionEn?.trim()).map((line) => line.descriptionCn.trim());
  const names = sql`${unnamed.join('\n')}::text`;
  return sql<NameRule[]>`(select coalesce(json_agg(json_build_object('kind', ${kind}, 'nameCn', ${nameCn}, 'nameEn', ${nameEn}) order by ${id}), '[]')
    from ${englishNameRules} where ${company} = ${companyId} and (${kind} = 'refused'
      or ${kind} = 'exact' and ${nameCn} = any(array(select jsonb_array_elements_text(${JSON.stringify(unnamed)}::jsonb)))
      or ${kind} = 'contains' and ${names} <> '' and position(${nameCn} in ${names}) > 0))`;
}

/** Every rule of the company, for an import that matches all its orders' lines against them in memory. */
export function loadEnglishNameRules(db: Db, companyId: number): Promise<NameRule[]> {
  return db.select(ruleColumns).from(englishNameRules).where(eq(englishNameRules.companyId, companyId)).orderBy(asc(englishNameRules.id));
}

/**
 * The order's invoice lines with their empty English names filled from the company's rules; a line left without
 * one is refused as required, one declaring a refused word as notAllowed with the word.
 */
export async function withEnglishNames<I extends { invoiceLines?: L[] }, L extends Line>(db: Db, companyId: number, input: I): Promise<I> {
  if (!input.invoiceLines?.length) return input;
  const [{ rules }] = await executeRows<{ rules: NameRule[] }>(db, sql`select ${englishNameRulesSql(companyId, input.invoiceLines)} as rules`);
  return withEnglishNamesOf(rules, input);
}

/** withEnglishNames with the rules read already (englishNameRulesSql of the input's lines). */
export function withEnglishNamesOf<I extends { invoiceLines?: L[] }, L extends Line>(rules: readonly NameRule[], input: I): I {
  if (!input.invoiceLines?.length) return input;
  const { lines, problems } = applyEnglishNames(rules, input.invoiceLines);
  const [problem] = problems;
  if (problem) {
    const field = `invoiceLines.${problem.index}.descriptionEn`;
    throw problem.word ? fieldError(field, 'notAllowed', { word: problem.word }) : fieldError(field, 'required');
  }
  return { ...input, invoiceLines: lines };
}
