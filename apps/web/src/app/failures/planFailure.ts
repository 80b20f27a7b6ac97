import type { TFunction } from 'i18next';
import type { CallOptions, CommandFailure } from '../envelope.ts';
import { translateFieldProblem } from '../forms/fieldProblems.ts';

/** What the interface does about a failed command (screens-protocol.md section 8). */
export type FailureAction =
  | { kind: 'none' }
  | { kind: 'message'; text: string }
  /** 404 and 503: the session is gone; clear it and go to the login page without a message. */
  | { kind: 'expire' }
  /** 408: ask whether to log in again. */
  | { kind: 'relogin' };

export function planFailure(failure: CommandFailure, options: CallOptions, t: TFunction, signedIn: boolean): FailureAction {
  const { code } = failure;
  if (code === 404 || code === 503) return signedIn ? { kind: 'expire' } : { kind: 'none' };
  if (options.silent) return { kind: 'none' };
  if (code === 408) return signedIn ? { kind: 'relogin' } : { kind: 'message', text: t('hint.408') };
  return { kind: 'message', text: describeFailure(failure, t) };
}

/** The translated text of a failure: hint.<code>, with the refused field for 400 and the server's words for 20018. */
export function describeFailure(failure: CommandFailure, t: TFunction): string {
  const { code, params } = failure;
  const hint = t(`hint.${code}`, { ...params, defaultValue: t('hint.connection', { code }) });
  if (code === 400 && typeof params.reason === 'string') {
    return t('failure.withDetail', { label: hint, detail: translateFieldProblem(t, params) });
  }
  if (code === 20018 && failure.message) return t('failure.withDetail', { label: hint, detail: failure.message });
  return hint;
}
