import { deleteOrderRule, getOrderRuleFormOptions, listOrderRules, saveOrderRule, setOrderRuleEnabled, type ListOrderRulesInput } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useOrderRules = (query: ListOrderRulesInput) => useCommandQuery(listOrderRules, query, { keepPrevious: true });

export const useOrderRuleOptions = () => useCommandQuery(getOrderRuleFormOptions, {});

export const useSaveOrderRule = () => useCommandMutation(saveOrderRule, [listOrderRules]);
export const useSetOrderRuleEnabled = () => useCommandMutation(setOrderRuleEnabled, [listOrderRules]);
export const useDeleteOrderRule = () => useCommandMutation(deleteOrderRule, [listOrderRules]);
