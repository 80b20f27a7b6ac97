import type { TFunction } from 'i18next';
import { CommandFailure } from '../../app/envelope.ts';
import { translateFieldProblem } from '../../app/forms/fieldProblems.ts';

/** Why a scan printed nothing, in the clerk's language: the order's status when it cannot print, else the code's hint. */
export function scanFailureText(t: TFunction, error: unknown): string {
  if (!(error instanceof CommandFailure)) return t('hint.502');
  const { params } = error;
  if (error.code === 400 && params.reason === 'notPrintable') return t('print.scan.notPrintable', { orderNo: params.orderNo, status: t(`order.status.${String(params.status)}`) });
  if (error.code === 400) return translateFieldProblem(t, params);
  return t(`hint.${error.code}`, { ...params, defaultValue: error.message });
}
