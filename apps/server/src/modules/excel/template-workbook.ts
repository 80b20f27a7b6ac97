import { EXCEL_TEXTS, enumLabelOf, fieldExampleOf, fieldRuleOf, localText, type ImportTemplate, type Language, type TemplateColumn } from '@parcelflow/contract';
import { MAIN, sheetPart, sheetStart, workbookParts, XML } from './export-parts.ts';
import { NOTE_DRAWING, noteParts, noteTypes } from './template-note.ts';
import { noteRowsOf } from './template-notes.ts';
import { columnLetter } from './workbook-layout.ts';
import { inlineString, xmlText } from './xml-escape.ts';
import { zipParts } from './zip-parts.ts';

/** Drop-down lists cover this many rows; beyond them a value is still checked on import. */
const LIST_ROWS = 5000;
const NOTES_WIDTHS = [14, 32, 8, 18, 60, 24];
/** The template's cell formats (cellXfs indexes of TEMPLATE_STYLES). */
export const TEMPLATE_STYLE = { text: 1, header: 2, requiredHeader: 3, bold: 4 } as const;
/** Fonts: default, bold, bold dark red; fills: none, gray125 (both required), light blue; formats as STYLE names them. */
export const TEMPLATE_STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>`
  + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><color rgb="FFC00000"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFDDEBF7"/><bgColor indexed="64"/></patternFill></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/><xf numFmtId="0" fontId="2" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * The .xlsx a user downloads to fill in, written by the project's own writer: per data sheet a header row (required
 * headers in red) and an example row with a note to replace it, then a notes sheet explaining every column, all in
 * the user's language.
 */
export async function writeTemplateWorkbook(template: ImportTemplate, language: Language): Promise<Buffer> {
  const texts = EXCEL_TEXTS[language];
  const dataSheets = [{ name: texts.sheets.orders, columns: template.columns }];
  if (template.invoiceColumns) dataSheets.push({ name: texts.sheets.invoiceLines, columns: template.invoiceColumns });
  const numbers = dataSheets.map((_, index) => index + 1);
  const parts = new Map<string, string>(workbookParts([...dataSheets.map((sheet) => sheet.name), texts.sheets.notes], new Date(), { styles: TEMPLATE_STYLES, types: noteTypes(numbers) }));
  dataSheets.forEach((sheet, index) => {
    parts.set(sheetPart(index), dataSheetXml(sheet.columns, language));
    for (const [name, xml] of noteParts(index + 1, 'Parcelflow', texts.notes.exampleRow)) parts.set(name, xml);
  });
  parts.set(sheetPart(dataSheets.length), notesSheetXml(template, language));
  return zipParts(new Map([...parts].map(([name, xml]) => [name, Buffer.from(xml)])));
}

/** Header and example row; text columns formatted as text so Excel keeps phone numbers, postcodes and leading zeros as typed. */
function dataSheetXml(columns: readonly TemplateColumn[], language: Language): string {
  const rules = columns.map((column) => fieldRuleOf(column.field));
  const headers = columns.map((column) => localText(column.header, language));
  const layout = headers.map((header, index) => ({ width: Math.min(40, Math.max(12, displayWidth(header) + 2)), style: rules[index].type === 'text' ? TEMPLATE_STYLE.text : undefined }));
  const header = headers.map((text, index) => cellXml(`${columnLetter(index + 1)}1`, text, columns[index].required ? TEMPLATE_STYLE.requiredHeader : TEMPLATE_STYLE.header));
  const example = columns.map((column, index) => cellXml(`${columnLetter(index + 1)}2`, fieldExampleOf(column.field, language), layout[index].style));
  const lists = rules.flatMap((rule, index) => {
    const letter = columnLetter(index + 1);
    // The template's language's words where an enumeration has them (普货, not general); the reader takes either.
    const choices = rule.values?.map((value) => enumLabelOf(columns[index].field, value, language));
    return choices ? [`<dataValidation type="list" allowBlank="1" sqref="${letter}2:${letter}${LIST_ROWS}"><formula1>${xmlText(`"${choices.join(',')}"`)}</formula1></dataValidation>`] : [];
  });
  const validations = lists.length ? `<dataValidations count="${lists.length}">${lists.join('')}</dataValidations>` : '';
  return `${sheetStart(layout)}<row r="1">${header.join('')}</row><row r="2">${example.join('')}</row></sheetData>${validations}${NOTE_DRAWING}</worksheet>`;
}

/** Sheet, column, required, format, limits and example of every column, then how to use the example row. */
function notesSheetXml(template: ImportTemplate, language: Language): string {
  const { notes } = EXCEL_TEXTS[language];
  const { headings } = notes;
  const rows = [[headings.sheet, headings.column, headings.required, headings.format, headings.limits, headings.example], ...noteRowsOf(template, language), [], [notes.exampleRow]];
  const rowsXml = rows.map((values, at) => {
    const cells = values.map((value, index) => cellXml(`${columnLetter(index + 1)}${at + 1}`, value, at === 0 ? TEMPLATE_STYLE.bold : undefined)).join('');
    return cells ? `<row r="${at + 1}">${cells}</row>` : '';
  });
  return `${sheetStart(NOTES_WIDTHS.map((width) => ({ width })))}${rowsXml.join('')}</sheetData></worksheet>`;
}

export function cellXml(ref: string, value: string | number | null | undefined, style?: number): string {
  const styled = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return style ? `<c r="${ref}"${styled}/>` : '';
  if (typeof value === 'number') return `<c r="${ref}"${styled}><v>${value}</v></c>`;
  return `<c r="${ref}"${styled} t="inlineStr">${inlineString(value)}</c>`;
}

/** Chinese characters take two columns of width. */
export function displayWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
}
