import type { z } from 'zod';
import { type CommandError, fieldError, type FieldReason } from '@parcelflow/contract';

/** Turns the first zod issue into a 400 naming the field (e.g. "account") and why. */
export function toFieldError(error: z.ZodError, prefix = '', input?: unknown): CommandError {
  const issue = error.issues[0];
  const given = valueAt(input, issue.path);
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || 'body';
  const extra: Record<string, string | number> = {};
  if ('minimum' in issue && typeof issue.minimum === 'number') extra.min = issue.minimum;
  if ('maximum' in issue && typeof issue.maximum === 'number') extra.max = issue.maximum;
  return fieldError(field, reasonOf(issue, given), extra);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
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
    case 'invalid_value':
    case 'invalid_union':
      return 'invalidValue';
    default:
      return 'invalidValue';
  }
}
