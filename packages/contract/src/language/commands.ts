import { declareCommand, emptyOutput } from '../command.ts';
import { getLanguageTextsInput, getLanguageTextsOutput, languageOverride, resetLanguageTextInput, saveLanguageTextInput } from './texts.ts';

/** systemManagent/languageSetting: a company's own wording of interface texts, over the shipped locale files. */
export const getLanguageTexts = declareCommand({
  service: 'main', command: 'getLanguageTexts', permission: 'public', input: getLanguageTextsInput, output: getLanguageTextsOutput,
  summary: "A company's interface-text overrides: the company named by companyNo, else the signed-in caller's; none for neither.",
});

export const saveLanguageText = declareCommand({
  service: 'main', command: 'saveLanguageText', permission: 'language.edit', input: saveLanguageTextInput, output: languageOverride,
  summary: "Set the company's own wording of one interface text in one language (administrators).",
});

export const resetLanguageText = declareCommand({
  service: 'main', command: 'resetLanguageText', permission: 'language.edit', input: resetLanguageTextInput, output: emptyOutput,
  summary: "Drop the company's wording of one interface text in one language; the shipped text applies again (administrators).",
});

export const languageDeclarations = [getLanguageTexts, saveLanguageText, resetLanguageText];
