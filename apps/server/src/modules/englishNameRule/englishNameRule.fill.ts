import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { applyEnglishNames, type NameRule } from './english-names.ts';
import { englishNameRules } from './englishNameRule.table.ts';

type Line = { descriptionCn: string; descriptionEn?: string };
const ruleColumns = { kind: englishNameRules.kind, nameCn: englishNameRules.nameCn, nameEn: englishNameRules.nameEn };

/**
 * The company's rules that can act on these lines, in one indexed read: the exact mappings of their Chinese names,
 * the contained ones found in them, and the refused words (a company holds at most 5,000 rules of every kind).
 */
async function rulesFor(db: Db, companyId: number, lines: readonly Line[]): Promise<NameRule[]> {
  const unnamed = lines.filter((line) => !line.descriptionEn?.trim()).map((line) => line.descriptionCn.trim());
  const mappings = unnamed.length
    ? [and(eq(englishNameRules.kind, 'exact'), inArray(englishNameRules.nameCn, unnamed)),
      and(eq(englishNameRules.kind, 'contains'), sql`position(${englishNameRules.nameCn} in ${unnamed.join('\n')}) > 0`)]
    : [];
  return db.select(ruleColumns).from(englishNameRules)
    .where(and(eq(englishNameRules.companyId, companyId), or(eq(englishNameRules.kind, 'refused'), ...mappings)))
    .orderBy(asc(englishNameRules.id));
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
  const { lines, problems } = applyEnglishNames(await rulesFor(db, companyId, input.invoiceLines), input.invoiceLines);
  const [problem] = problems;
  if (problem) {
    const field = `invoiceLines.${problem.index}.descriptionEn`;
    throw problem.word ? fieldError(field, 'notAllowed', { word: problem.word }) : fieldError(field, 'required');
  }
  return { ...input, invoiceLines: lines };
}
