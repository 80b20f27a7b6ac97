import { deleteCustomerPrintRule, getCustomerPrintRuleFormOptions, listCustomerPrintRules, setCustomerPrintRuleEnabled } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../../app/command.ts';

export const usePrintRuleOptions = () => useCommandQuery(getCustomerPrintRuleFormOptions, {});

export const useSetPrintRuleEnabled = () => useCommandMutation(setCustomerPrintRuleEnabled, [listCustomerPrintRules]);
export const useDeletePrintRule = () => useCommandMutation(deleteCustomerPrintRule, [listCustomerPrintRules]);
