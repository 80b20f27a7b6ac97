import { fileProblem, type ExcelFileProblem, type ExcelLimits } from '@parcelflow/contract';

/** What all parts of one workbook use up together. */
export type XmlBudget = { cells: number; rangeCells: number };

/** Kept from the previous chunk so a tag split across two chunks is still seen whole. */
const TAIL_CHARS = 512;
const DECLARATION = /<!(?:doctype|entity)/i;
const CELL = /<c[\s>/]/g;
const MERGE_REF = /<mergeCell\b[^>]*?\bref="([^"]*)"/g;
const DEFINED_NAME = /<definedName\b[^>]*>([^<]*)<\/definedName>/g;
const RANGE = /\$?([A-Z]{1,3})\$?(\d{1,7}):\$?([A-Z]{1,3})\$?(\d{1,7})/g;

/**
 * Watches one inflated part chunk by chunk. XML must be UTF-8 without DOCTYPE or ENTITY (no entity is
 * ever expanded); cells and the ranges the parser expands cell by cell (merges, defined names) are
 * counted against the workbook's budget. Parts that are not XML (images) are only counted as bytes.
 */
export function createXmlPartGuard(budget: XmlBudget, limits: ExcelLimits): (chunk: Buffer) => ExcelFileProblem | undefined {
  let kind: 'unknown' | 'xml' | 'binary' = 'unknown';
  let tail = '';
  return (chunk) => {
    if (kind === 'unknown') {
      const opening = kindOf(chunk);
      if (opening === 'notUtf8') return fileProblem('xmlEncoding');
      kind = opening;
    }
    if (kind === 'binary') return undefined;
    const text = tail + chunk.toString('latin1');
    const problem = inspectText(text, tail.length, budget, limits);
    tail = text.slice(-TAIL_CHARS);
    return problem;
  };
}

function kindOf(chunk: Buffer): 'xml' | 'binary' | 'notUtf8' {
  if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) return 'notUtf8';
  let at = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
  while (at < chunk.length && (chunk[at] === 0x20 || chunk[at] === 0x0a || chunk[at] === 0x0d || chunk[at] === 0x09)) at += 1;
  if (chunk[at] !== 0x3c) return 'binary';
  // UTF-16 without a byte order mark still has a zero byte beside every ASCII character.
  return chunk.subarray(0, 512).includes(0) ? 'notUtf8' : 'xml';
}

/** Only matches ending in the new text count, so nothing in the carried tail is counted twice. */
function inspectText(text: string, tailLength: number, budget: XmlBudget, limits: ExcelLimits): ExcelFileProblem | undefined {
  if (DECLARATION.test(text)) return fileProblem('xmlDoctype');
  for (const match of text.matchAll(CELL)) if (match.index + match[0].length > tailLength) budget.cells += 1;
  if (budget.cells > limits.maxCells) return fileProblem('tooManyCells', { max: limits.maxCells });
  for (const pattern of [MERGE_REF, DEFINED_NAME]) {
    for (const match of text.matchAll(pattern)) {
      if (match.index + match[0].length <= tailLength) continue;
      budget.rangeCells += cellsIn(match[1]);
      if (budget.rangeCells > limits.maxRangeCells) return fileProblem('rangeTooLarge', { ref: match[1].slice(0, 80), max: limits.maxRangeCells });
    }
  }
  return undefined;
}

function cellsIn(reference: string): number {
  let cells = 0;
  for (const [, fromColumn, fromRow, toColumn, toRow] of reference.matchAll(RANGE)) {
    cells += (Math.abs(columnNumber(toColumn) - columnNumber(fromColumn)) + 1) * (Math.abs(Number(toRow) - Number(fromRow)) + 1);
  }
  return cells;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
}
