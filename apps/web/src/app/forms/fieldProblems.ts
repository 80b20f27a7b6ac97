import type { TFunction } from 'i18next';

/** "at least 6 characters": the reason alone, as shown under a form field. */
export function translateReason(t: TFunction, problem: { reason?: unknown; min?: unknown; max?: unknown; word?: unknown }): string {
  const hasLimit = problem.min !== undefined || problem.max !== undefined;
  return t(`reason.${String(problem.reason)}`, {
    min: problem.min,
    max: problem.max,
    word: problem.word,
    // A refused word (English name rules) is named: "may not use the word “gift”".
    context: hasLimit ? 'limit' : problem.word !== undefined ? 'word' : undefined,
    defaultValue: t('reason.invalidValue'),
  });
}

/** "Account: at least 6 characters": the reason with the field's label when the field is a known one. */
export function translateFieldProblem(t: TFunction, problem: { field?: unknown; reason?: unknown; min?: unknown; max?: unknown; word?: unknown }): string {
  const reason = translateReason(t, problem);
  const segments = String(problem.field ?? '').split('.').filter((segment) => segment && !/^\d+$/.test(segment));
  const name = segments.at(-1);
  if (!name) return reason;
  const label = t(`field.${name}`, { defaultValue: '' });
  return label ? t('failure.fieldReason', { field: label, reason }) : reason;
}
