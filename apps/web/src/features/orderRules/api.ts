import { deleteOrderRule, getOrderRuleFormOptions, listOrderRules, setOrderRuleEnabled } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useOrderRuleOptions = () => useCommandQuery(getOrderRuleFormOptions, {});

export const useSetOrderRuleEnabled = () => useCommandMutation(setOrderRuleEnabled, [listOrderRules]);
export const useDeleteOrderRule = () => useCommandMutation(deleteOrderRule, [listOrderRules]);
