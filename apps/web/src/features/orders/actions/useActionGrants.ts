import type { ACTION_FUNCTIONS, OrderAction } from '@parcelflow/contract';
import { useFunction, type FunctionGrant } from '../../../app/authority.ts';

type ActionFunction = (typeof ACTION_FUNCTIONS)[OrderAction];

/** Whether the caller may see and use each action's function (ACTION_FUNCTIONS in the contract). */
export function useActionGrants(): Record<ActionFunction, FunctionGrant> {
  return {
    'order.edit': useFunction('order.edit'),
    'order.audit': useFunction('order.audit'),
    'order.revoke': useFunction('order.revoke'),
    'order.operate': useFunction('order.operate'),
    'order.delete': useFunction('order.delete'),
    'order.cancel': useFunction('order.cancel'),
    'order.restore': useFunction('order.restore'),
  };
}
