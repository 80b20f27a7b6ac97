import type { ExcelFileProblem } from '@parcelflow/contract';
import { attributeOf, readXml, type XmlVisitor } from './xml-tokens.ts';

/** The built-in number formats that show a date or a time (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/**
 * The cell formats (cellXfs indexes) whose number format shows a date, as ExcelJS decided it: by the format's
 * letters. `counted` charges every element of the stylesheet to the workbook's budget.
 */
export function readDateStyles(xml: Buffer | ExcelFileProblem, counted: (visitor: XmlVisitor) => XmlVisitor): Set<number> | ExcelFileProblem {
  if (!Buffer.isBuffer(xml)) return xml;
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  const problem = xml.length ? readXml(xml, counted({
    open: (tag) => {
      if (tag.name === 'numFmt') custom.set(Number(attributeOf(tag, 'numFmtId')), attributeOf(tag, 'formatCode') ?? '');
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) formats.push(Number(attributeOf(tag, 'numFmtId') ?? 0));
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  })) : undefined;
  if (problem) return problem;
  const styles = new Set<number>();
  formats.forEach((id, index) => {
    const format = custom.get(id);
    if (format === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(format)) styles.add(index);
  });
  return styles;
}

/** A format shows a date when, outside quoted text and [colour] or [$-locale] brackets, it has a date or time letter. */
function isDateFormat(format: string): boolean {
  return /[ymdhsb]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/\\./g, ''));
}
