export * from './englishNameRule.table.ts';
export { englishNameRuleCommands } from './englishNameRule.commands.ts';
export { englishNameRuleWriter } from './englishNameRule.writer.ts';
export { englishNameRulesSql, loadEnglishNameRules, withEnglishNames, withEnglishNamesOf } from './englishNameRule.fill.ts';
export { applyEnglishNames, type EnglishNameProblem, type NameRule } from './english-names.ts';
