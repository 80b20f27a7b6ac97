import { allowedActions, canApply, type OrderAction, type OrderStatus } from '@parcelflow/contract';

/**
 * The actions the bar offers for a selection: those every selected order allows. Editing is left to the
 * row's own link, since it opens one order's page.
 */
export function commonActions(statuses: readonly OrderStatus[]): OrderAction[] {
  const [first, ...rest] = statuses;
  if (!first) return [];
  return allowedActions(first).filter((action) => action !== 'edit' && rest.every((status) => canApply(action, status)));
}

/** Actions asked about once more before they run. */
export const CONFIRMED_ACTIONS: readonly OrderAction[] = ['delete', 'restore'];

/** Actions drawn in red: they take orders out of the flow. */
export const DANGEROUS_ACTIONS: readonly OrderAction[] = ['delete', 'cancel', 'auditFail'];
