import type { OrderStatus } from './status.ts';

/**
 * The order state machine (entities-rules.md 4.2; docs/order-lifecycle.md explains the steps the spec
 * leaves open). One table, read by the server to refuse and by the web to show only allowed actions.
 */
export const ORDER_ACTIONS = [
  'submit',
  'auditPass',
  'auditFail',
  'revokeApproval',
  'getLabel',
  'ship',
  'handOver',
  'dispatch',
  'checkOut',
  'sign',
  'complete',
  'delete',
  'cancel',
  'restore',
  'edit',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Transition = { from: readonly OrderStatus[]; to: OrderStatus | 'same' | 'afterAudit' };

export const ORDER_TRANSITIONS = {
  submit: { from: ['toBeSupplemented', 'toBeCorrected'], to: 'toBeAudited' },
  /** afterAudit: to get label when the channel needs a label from its carrier, else to ship. */
  auditPass: { from: ['toBeAudited'], to: 'afterAudit' },
  auditFail: { from: ['toBeAudited'], to: 'toBeCorrected' },
  revokeApproval: { from: ['toGetLabel', 'toShip'], to: 'toBeAudited' },
  getLabel: { from: ['toGetLabel'], to: 'toShip' },
  ship: { from: ['toShip'], to: 'toHandOver' },
  handOver: { from: ['toHandOver'], to: 'sending' },
  dispatch: { from: ['sending'], to: 'checkingOut' },
  checkOut: { from: ['checkingOut'], to: 'inTransit' },
  sign: { from: ['inTransit'], to: 'signed' },
  complete: { from: ['signed'], to: 'completed' },
  delete: { from: ['toBeAudited', 'toBeCorrected'], to: 'cancelled' },
  cancel: { from: ['toBeSupplemented', 'toBeAudited', 'toBeCorrected', 'toGetLabel', 'toShip', 'toHandOver'], to: 'cancelled' },
  restore: { from: ['cancelled'], to: 'toBeAudited' },
  edit: { from: ['toBeSupplemented', 'toBeAudited', 'toBeCorrected'], to: 'same' },
} as const satisfies Record<OrderAction, Transition>;

export function canApply(action: OrderAction, status: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly OrderStatus[]).includes(status);
}

/** The status after an action, or null when the action is not allowed from this status. */
export function nextStatus(action: OrderAction, status: OrderStatus, channelNeedsLabel = false): OrderStatus | null {
  if (!canApply(action, status)) return null;
  const to = ORDER_TRANSITIONS[action].to;
  if (to === 'same') return status;
  if (to === 'afterAudit') return channelNeedsLabel ? 'toGetLabel' : 'toShip';
  return to;
}

export function allowedActions(status: OrderStatus): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((action) => canApply(action, status));
}
