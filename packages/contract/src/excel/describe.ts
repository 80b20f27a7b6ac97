import type { Language } from '../languages.ts';
import { fieldLabel } from './field-labels.ts';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from './import-fields.ts';
import type { ExcelFileProblem, ExcelRowProblem } from './problems.ts';
import { EXCEL_TEXTS, fillText } from './texts.ts';

/** "收件人电话(Receiver phone): 最多 20 个字符", for the error column and the task's error list. */
export function describeRowProblem(problem: ExcelRowProblem, language: Language): string {
  const known = (IMPORT_FIELD_KEYS as readonly string[]).includes(problem.field);
  const name = problem.column ?? (known ? fieldLabel(problem.field as ImportFieldKey, language) : problem.field);
  return `${name}: ${fillText(EXCEL_TEXTS[language].rowReasons[problem.reason], problem.params)}`;
}

/** A refused file in the user's words, naming the sheet when the problem is in one. */
export function describeFileProblem(problem: ExcelFileProblem, language: Language): string {
  const text = fillText(EXCEL_TEXTS[language].fileReasons[problem.reason], problem.params);
  return problem.sheet ? `${problem.sheet}: ${text}` : text;
}
