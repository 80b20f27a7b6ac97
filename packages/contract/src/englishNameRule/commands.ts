import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import {
  englishNameRuleFilter, englishNameRuleIdInput, englishNameRuleTable, englishNameRuleView, listEnglishNameRulesInput, saveEnglishNameRuleInput,
} from './englishNameRule.ts';

export const listEnglishNameRules = declareCommand({
  service: 'main', command: 'listEnglishNameRules', permission: 'englishNameRule.view', input: listEnglishNameRulesInput, output: pageOf(englishNameRuleView),
  summary: "One page of the company's English name rules (Chinese name to English name mappings and refused English words).",
});

export const saveEnglishNameRule = declareCommand({
  service: 'main', command: 'saveEnglishNameRule', permission: 'englishNameRule.edit', input: saveEnglishNameRuleInput, output: z.object({ id: z.number() }),
  summary: 'Create an English name rule (no id) or change one; a mapping is unique per kind and Chinese name, a refused word per word.',
});

export const deleteEnglishNameRule = declareCommand({
  service: 'main', command: 'deleteEnglishNameRule', permission: 'englishNameRule.edit', input: englishNameRuleIdInput, output: emptyOutput,
  summary: 'Delete an English name rule of the company.',
});

export const englishNameRuleExcel = declareTableCommands(englishNameRuleTable, {
  service: 'main', template: 'downloadEnglishNameRuleTemplate', import: 'startEnglishNameRuleImport', export: 'startEnglishNameRuleExport',
  view: 'englishNameRule.view', edit: 'englishNameRule.edit',
}, englishNameRuleFilter);

export const englishNameRuleDeclarations = [
  listEnglishNameRules, saveEnglishNameRule, deleteEnglishNameRule,
  englishNameRuleExcel.downloadTemplate, englishNameRuleExcel.startImport, englishNameRuleExcel.startExport,
];
