import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import { listOrderRulesInput, orderRuleFormOptions, orderRuleIdInput, orderRuleView, saveOrderRuleInput, setOrderRuleEnabledInput } from './customerOrderRule.ts';

/** enterpriseManagement/customerorderrules: limits an order of a customer on a channel must meet. */
export const listOrderRules = declareCommand({
  service: 'main', command: 'listOrderRules', permission: 'orderRule.view', input: listOrderRulesInput, output: pageOf(orderRuleView),
  summary: "One page of the company's customer order rules: limits on piece weight, pieces, declared value and destination countries.",
});

export const getOrderRuleFormOptions = declareCommand({
  service: 'main', command: 'getOrderRuleFormOptions', permission: 'orderRule.view', input: emptyInput, output: orderRuleFormOptions,
  summary: "The choices of the order rule form and filters: the company's channels.",
});

export const orderRuleCustomerComboBox = declareCommand({
  service: 'main', command: 'orderRuleCustomerComboBox', permission: 'orderRule.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's customers whose code or name holds the keyword, for the order rule form, 10 a page.",
});

export const saveOrderRule = declareCommand({
  service: 'main', command: 'saveOrderRule', permission: 'orderRule.edit', input: saveOrderRuleInput, output: z.object({ id: z.number() }),
  summary: 'Create a customer order rule (no id) or change one; one rule per customer (or every customer) and channel (or every channel).',
});

export const setOrderRuleEnabled = declareCommand({
  service: 'main', command: 'setOrderRuleEnabled', permission: 'orderRule.edit', input: setOrderRuleEnabledInput, output: emptyOutput,
  summary: 'Enable or disable a customer order rule; a disabled rule is not checked.',
});

export const deleteOrderRule = declareCommand({
  service: 'main', command: 'deleteOrderRule', permission: 'orderRule.edit', input: orderRuleIdInput, output: emptyOutput,
  summary: 'Delete a customer order rule.',
});

export const customerOrderRuleDeclarations = [listOrderRules, getOrderRuleFormOptions, orderRuleCustomerComboBox, saveOrderRule, setOrderRuleEnabled, deleteOrderRule];
