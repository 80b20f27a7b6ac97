import { fileProblem, type ExcelFileProblem } from '@parcelflow/contract';
import { checkText, type ReadBudget } from './read-budget.ts';
import { decodeExcelText } from './xml-text.ts';
import { readXml, refuse } from './xml-tokens.ts';

const PART = 'xl/sharedStrings.xml';

/**
 * Each shared string's text, in one pass of the tokenizer: its <t> runs joined, phonetic guides (rPh) left out.
 * The number of strings and each one's length are checked as they are read.
 */
export function readSharedStrings(xml: Buffer | ExcelFileProblem, budget: ReadBudget): string[] | ExcelFileProblem {
  if (!Buffer.isBuffer(xml)) return xml;
  if (!xml.length) return [];
  const strings: string[] = [];
  const { maxSharedStrings } = budget.limits;
  let item: string | undefined;
  let inText = false;
  let phonetic = 0;
  const problem = readXml(xml, {
    open: ({ name }) => {
      if (name === 'si') {
        if (strings.length >= maxSharedStrings) refuse(fileProblem('tooManyStrings', { max: maxSharedStrings }));
        item = '';
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && item !== undefined && !phonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si' && item !== undefined) {
        strings.push(decodeExcelText(item));
        item = undefined;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (!inText || item === undefined) return;
      item += text;
      checkText(budget, item, () => PART);
    },
  });
  return problem ?? strings;
}
