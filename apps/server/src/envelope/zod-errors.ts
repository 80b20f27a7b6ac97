import type { z } from 'zod';
import { fieldError, problemOfIssue, valueAtPath, type CommandError } from '@parcelflow/contract';

/** Turns the first zod issue into a 400 naming the field (e.g. "account") and why. */
export function toFieldError(error: z.ZodError, prefix = '', input?: unknown): CommandError {
  const issue = error.issues[0];
  const { field, reason, min, max } = problemOfIssue(issue, valueAtPath(input, issue.path));
  const extra: Record<string, number> = {};
  if (min !== undefined) extra.min = min;
  if (max !== undefined) extra.max = max;
  return fieldError([prefix, field].filter(Boolean).join('.') || 'body', reason, extra);
}
