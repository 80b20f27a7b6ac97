import type { z } from 'zod';
import { CommandError, ERROR_CODE_VALUES, fieldError, problemOfIssue, valueAtPath, type ResultCode } from '@parcelflow/contract';

/** A contract rule may name its own result code in the issue's message (e.g. pieces over 999 → 40013). */
function codeOfIssue(issue: z.core.$ZodIssue): Exclude<ResultCode, 0> | undefined {
  const code = Number(issue.message);
  return ERROR_CODE_VALUES.find((value) => value === code && value !== 400) as Exclude<ResultCode, 0> | undefined;
}

/** Turns the first zod issue into a 400 naming the field (e.g. "account") and why, or into the code it names. */
export function toFieldError(error: z.ZodError, prefix = '', input?: unknown): CommandError {
  const issue = error.issues[0];
  const code = codeOfIssue(issue);
  if (code) return new CommandError(code, { field: issue.path.map(String).join('.') });
  const { field, reason, min, max } = problemOfIssue(issue, valueAtPath(input, issue.path));
  const extra: Record<string, number> = {};
  if (min !== undefined) extra.min = min;
  if (max !== undefined) extra.max = max;
  return fieldError([prefix, field].filter(Boolean).join('.') || 'body', reason, extra);
}
