import { EXCEL_TEXTS, type Language } from '@parcelflow/contract';
import { sheetPart, sheetStart, workbookParts } from './export-parts.ts';
import { NOTE_DRAWING, noteParts, noteTypes } from './template-note.ts';
import { cellXml, displayWidth, TEMPLATE_STYLE, TEMPLATE_STYLES } from './template-workbook.ts';
import { columnLetter } from './workbook-layout.ts';
import { zipParts } from './zip-parts.ts';

/** One column of a reference table's template, in the user's language. */
export type TableTemplateColumn = { header: string; required: boolean; format: string; limits: string; example: string };

const NOTES_WIDTHS = [24, 10, 18, 60, 24];

/**
 * The .xlsx a user fills to import a reference table, the order template's frame (docs/excel.md section 3): a header
 * row (required headers in red) and an example row with a note to replace it, every column formatted as text (a
 * postcode keeps its leading zero), then a notes sheet saying for each column whether it is required, its format,
 * limits and example.
 */
export async function writeTableTemplate(sheetName: string, columns: readonly TableTemplateColumn[], language: Language): Promise<Buffer> {
  const texts = EXCEL_TEXTS[language];
  const parts = new Map<string, string>(workbookParts([sheetName, texts.sheets.notes], new Date(), { styles: TEMPLATE_STYLES, types: noteTypes([1]) }));
  parts.set(sheetPart(0), dataSheetXml(columns));
  for (const [name, xml] of noteParts(1, 'Parcelflow', texts.notes.exampleRow)) parts.set(name, xml);
  parts.set(sheetPart(1), notesSheetXml(columns, language));
  return zipParts(new Map([...parts].map(([name, xml]) => [name, Buffer.from(xml)])));
}

function dataSheetXml(columns: readonly TableTemplateColumn[]): string {
  const layout = columns.map((column) => ({ width: Math.min(40, Math.max(12, displayWidth(column.header) + 2)), style: TEMPLATE_STYLE.text }));
  const header = columns.map((column, index) => cellXml(`${columnLetter(index + 1)}1`, column.header, column.required ? TEMPLATE_STYLE.requiredHeader : TEMPLATE_STYLE.header));
  const example = columns.map((column, index) => cellXml(`${columnLetter(index + 1)}2`, column.example, TEMPLATE_STYLE.text));
  return `${sheetStart(layout)}<row r="1">${header.join('')}</row><row r="2">${example.join('')}</row></sheetData>${NOTE_DRAWING}</worksheet>`;
}

function notesSheetXml(columns: readonly TableTemplateColumn[], language: Language): string {
  const { notes } = EXCEL_TEXTS[language];
  const { headings } = notes;
  const rows = [
    [headings.column, headings.required, headings.format, headings.limits, headings.example],
    ...columns.map((column) => [column.header, column.required ? notes.yes : notes.no, column.format, column.limits, column.example]),
    [],
    [notes.exampleRow],
  ];
  const rowsXml = rows.map((values, at) => {
    const cells = values.map((value, index) => cellXml(`${columnLetter(index + 1)}${at + 1}`, value, at === 0 ? TEMPLATE_STYLE.bold : undefined)).join('');
    return cells ? `<row r="${at + 1}">${cells}</row>` : '';
  });
  return `${sheetStart(NOTES_WIDTHS.map((width) => ({ width })))}${rowsXml.join('')}</sheetData></worksheet>`;
}
