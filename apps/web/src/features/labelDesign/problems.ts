import type { TFunction } from 'i18next';
import { labelLayout, problemOfIssue, type FieldProblem, type LabelLayout } from '@parcelflow/contract';
import { translateReason } from '../../app/forms/fieldProblems.ts';

/** What is wrong where in a layout: the path inside it ("elements", 3, "widthMm" or "paper", "widthMm") and the reason. */
export type LayoutProblem = { path: (string | number)[]; problem: FieldProblem };

/** The contract's refusals of the layout, one per field, as the server would answer them at save. */
export function layoutProblems(layout: LabelLayout): LayoutProblem[] {
  const result = labelLayout.safeParse(layout);
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    const path = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
    const key = path.join('.');
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ path, problem: problemOfIssue(issue, undefined) }];
  });
}

/** The element a problem is about, if any. */
export const elementIndexOf = (path: readonly (string | number)[]): number | undefined =>
  path[0] === 'elements' && typeof path[1] === 'number' ? path[1] : undefined;

/** The problems of one element, keyed by the field's path inside it ("widthMm", "value.field"). */
export function problemsOfElement(problems: readonly LayoutProblem[], index: number): Map<string, FieldProblem> {
  return new Map(problems.filter(({ path }) => elementIndexOf(path) === index).map(({ path, problem }) => [path.slice(2).join('.'), problem]));
}

/**
 * The reason under a field, in the designer's words where the general one would mislead: the layout's own rules
 * (past the paper, piece fields, the table's columns) have texts of their own, keyed by the field's name and reason.
 */
export function describeProblem(t: TFunction, field: string, problem: FieldProblem): string {
  const name = field.split('.').filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? '';
  return t(`labelDesign.reason.${name}_${problem.reason}`, { min: problem.min, max: problem.max, defaultValue: translateReason(t, problem) });
}
