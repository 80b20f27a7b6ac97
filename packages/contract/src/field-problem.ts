import type { z } from 'zod';
import { FIELD_REASONS, type FieldReason } from './errors.ts';

/** Why a field was refused, as a 400 answer carries it ({field, reason, min?, max?}) and a form shows it. */
export type FieldProblem = { field?: string; reason: FieldReason; min?: number; max?: number };

/** Reads a zod issue the one way server and web share, so a form and a 400 answer say the same words. */
export function problemOfIssue(issue: z.core.$ZodIssue, given: unknown): FieldProblem {
  const problem: FieldProblem = { field: issue.path.map(String).join('.') || undefined, reason: reasonOf(issue, given) };
  if ('minimum' in issue && typeof issue.minimum === 'number') problem.min = issue.minimum;
  if ('maximum' in issue && typeof issue.maximum === 'number') problem.max = issue.maximum;
  const refined = (issue as { params?: { min?: number; max?: number } }).params;
  if (typeof refined?.min === 'number') problem.min = refined.min;
  if (typeof refined?.max === 'number') problem.max = refined.max;
  return problem;
}

function reasonOf(issue: z.core.$ZodIssue, given: unknown): FieldReason {
  const params = (issue as { params?: { reason?: FieldReason } }).params;
  if (params?.reason) return params.reason;
  // A schema may name the reason as its error message (a missing enum value: 'required').
  if ((FIELD_REASONS as readonly string[]).includes(issue.message)) return issue.message as FieldReason;
  switch (issue.code) {
    case 'invalid_type':
      if (given === undefined || given === null) return 'required';
      // 1.5 pieces is a number, only not a whole one.
      return issue.expected === 'int' && typeof given === 'number' ? 'notInteger' : 'invalidType';
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

/** The value a zod issue's path points at inside the given input. */
export function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
}
