import ExcelJS from 'exceljs';
import { builtInTemplate, FIELD_EXAMPLES, type ImportFieldKey } from '@parcelflow/contract';
import { IMPORT_ROWS, WRONG_EVERY } from './settings.ts';

type Row = Partial<Record<ImportFieldKey, string | number | null>>;
/** Three kinds of wrong row, each one problem: a required cell empty, text in a number, an unknown code. */
const MISTAKES: Row[] = [{ 'receiver.phone': null }, { weight: 'heavy' }, { customerCode: 'NOPE' }];

export type ImportFile = { bytes: Buffer; rows: number; wrongRows: number[] };

/**
 * The downloaded receive template filled in as a clerk does, over its example row: the template's examples in
 * every column, a customer number of its own per row, no reference number (each row would repeat it), and every
 * 20th row wrong. `wrongRows` are the sheet's row numbers of the wrong ones.
 */
export async function fillImportTemplate(template: Buffer, prefix: string): Promise<ImportFile> {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i): Row => ({
    customerNo: `${prefix}-${String(i).padStart(6, '0')}`, referenceNo1: null, ...(isWrong(i) ? MISTAKES[i % MISTAKES.length] : {}),
  }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  builtInTemplate('receive').columns.forEach(({ field }, index) => {
    rows.forEach((row, at) => (sheet.getCell(at + 2, index + 1).value = (field in row ? row[field] : FIELD_EXAMPLES[field]) ?? null));
  });
  const wrongRows = rows.flatMap((_, i) => (isWrong(i) ? [i + 2] : []));
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), rows: IMPORT_ROWS, wrongRows };
}

const isWrong = (index: number) => index % WRONG_EVERY === WRONG_EVERY - 1;

/** The rows an error report marks: those with a text in its last column (the error column). */
export async function markedRowsOf(report: Buffer): Promise<number[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(report as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const errorColumn = sheet.getRow(1).cellCount;
  const marked: number[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1 && row.getCell(errorColumn).text) marked.push(number);
  });
  return marked;
}
