export * from './customerOrderRule.table.ts';
export { customerOrderRuleCommands } from './customerOrderRule.commands.ts';
export { orderRuleSnapshot } from './customerOrderRule.queries.ts';
export { brokenRuleJoin, orderRuleError, type RuleFields } from './rule-check.ts';
