import type { TFunction } from 'i18next';
import { problemOfIssue, userLoginInput, type UserLoginInput } from '@parcelflow/contract';
import { translateReason } from '../forms/fieldProblems.ts';
import { withoutBlanks } from '../forms/zodForm.ts';

export type LoginValues = { account: string; password: string };
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The login form's values checked by the contract's schema, as antd's forms check theirs (zodForm.ts): the input to
 * send, or each refused field's translated reason. Loaded when the user first types or signs in, since zod is not
 * needed to show the page.
 */
export function checkLogin(values: LoginValues & { companyNo?: string }, t: TFunction): { input: UserLoginInput } | { errors: LoginErrors } {
  const given = withoutBlanks(values) as Partial<LoginValues>;
  const result = userLoginInput.safeParse(given);
  if (result.success) return { input: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'account' || field === 'password') && !errors[field]) errors[field] = translateReason(t, problemOfIssue(issue, given[field]));
  }
  return { errors };
}

/** One field's reason, or undefined when it passes: checked as the user types. */
export function checkLoginField(field: LoginField, value: string, t: TFunction): string | undefined {
  const schema = userLoginInput.shape[field];
  const given = withoutBlanks(value);
  const result = schema.safeParse(given);
  // A failed parse always carries at least one issue (zod fails a parse only when it collected some).
  return result.success ? undefined : translateReason(t, problemOfIssue(result.error.issues[0]!, given));
}
