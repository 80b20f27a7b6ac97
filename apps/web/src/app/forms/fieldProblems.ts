import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldReason } from '@parcelflow/contract';

/** Why a field was refused, as the server sends it with 400 ({field, reason, min?, max?}) or a form finds it. */
export type FieldProblem = { field?: string; reason: FieldReason; min?: number; max?: number };

/** The same reading of a zod issue as the server's, so a form and a 400 answer say the same words. */
export function problemOfIssue(issue: z.core.$ZodIssue, given: unknown): FieldProblem {
  const problem: FieldProblem = { field: issue.path.map(String).join('.') || undefined, reason: reasonOf(issue, given) };
  if ('minimum' in issue && typeof issue.minimum === 'number') problem.min = issue.minimum;
  if ('maximum' in issue && typeof issue.maximum === 'number') problem.max = issue.maximum;
  return problem;
}

function reasonOf(issue: z.core.$ZodIssue, given: unknown): FieldReason {
  const params = (issue as { params?: { reason?: FieldReason } }).params;
  if (params?.reason) return params.reason;
  switch (issue.code) {
    case 'invalid_type':
      return given === undefined || given === null ? 'required' : 'invalidType';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? (issue.minimum === 1 ? 'required' : 'tooShort') : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig';
    case 'invalid_format':
      return 'invalidFormat';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalidValue';
  }
}

/** "at least 6 characters": the reason alone, as shown under a form field. */
export function translateReason(t: TFunction, problem: { reason?: unknown; min?: unknown; max?: unknown }): string {
  const hasLimit = problem.min !== undefined || problem.max !== undefined;
  return t(`reason.${String(problem.reason)}`, {
    min: problem.min,
    max: problem.max,
    context: hasLimit ? 'limit' : undefined,
    defaultValue: t('reason.invalidValue'),
  });
}

/** "Account: at least 6 characters": the reason with the field's label when the field is a known one. */
export function translateFieldProblem(t: TFunction, problem: { field?: unknown; reason?: unknown; min?: unknown; max?: unknown }): string {
  const reason = translateReason(t, problem);
  const segments = String(problem.field ?? '').split('.').filter((segment) => segment && !/^\d+$/.test(segment));
  const name = segments.at(-1);
  if (!name) return reason;
  const label = t(`field.${name}`, { defaultValue: '' });
  return label ? t('failure.fieldReason', { field: label, reason }) : reason;
}
