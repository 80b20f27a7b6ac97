import { xmlText } from './xml-escape.ts';

export const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument';
/** The export's one sheet part, written last and streamed; every other part is small and written whole. */
export const SHEET_PART = 'xl/worksheets/sheet1.xml';
export const sheetPart = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

/** The default format alone (one font, the fills none and gray125, one border): Excel wants a stylesheet even when no cell names a style. */
const DEFAULT_STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>`
  + `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>`
  + `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>`
  + `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>`
  + `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>`
  + `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** What a workbook adds to the default frame: its own stylesheet, and content types of parts it adds (comments). */
export type WorkbookExtras = { styles?: string; types?: string };

/**
 * The parts of a workbook around its sheets (ECMA-376 part 1): the package's content types and relationships,
 * document properties, the workbook naming the sheets (parts `sheetPart(index)`), and a stylesheet.
 */
export function workbookParts(sheetNames: readonly string[], created: Date, extras: WorkbookExtras = {}): [name: string, xml: string][] {
  const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`;
  const sheets = sheetNames.map((name, index) => ({ name: xmlText(validSheetName(name)), id: `rId${index + 1}`, part: sheetPart(index) }));
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>`
      + `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.spreadsheetml.sheet.main+xml"/>`
      + sheets.map((sheet) => `<Override PartName="/${sheet.part}" ContentType="${CONTENT_TYPE}.spreadsheetml.worksheet+xml"/>`).join('')
      + `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.spreadsheetml.styles+xml"/>`
      + `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>`
      + `<Override PartName="/docProps/app.xml" ContentType="${CONTENT_TYPE}.extended-properties+xml"/>${extras.types ?? ''}</Types>`],
    ['_rels/.rels', `${XML}<Relationships xmlns="${PACKAGE_RELS}">${relationship('rId1', `${DOC_RELS}/officeDocument`, 'xl/workbook.xml')}`
      + `${relationship('rId2', `${PACKAGE_RELS}/metadata/core-properties`, 'docProps/core.xml')}`
      + `${relationship('rId3', `${DOC_RELS}/extended-properties`, 'docProps/app.xml')}</Relationships>`],
    ['docProps/app.xml', `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Parcelflow</Application></Properties>`],
    ['docProps/core.xml', `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`
      + `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created></cp:coreProperties>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><bookViews><workbookView/></bookViews>`
      + `<sheets>${sheets.map((sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}" r:id="${sheet.id}"/>`).join('')}</sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="${PACKAGE_RELS}">`
      + sheets.map((sheet) => relationship(sheet.id, `${DOC_RELS}/worksheet`, sheet.part.slice(3))).join('')
      + `${relationship(`rId${sheets.length + 1}`, `${DOC_RELS}/styles`, 'styles.xml')}</Relationships>`],
    ['xl/styles.xml', extras.styles ?? DEFAULT_STYLES],
  ];
}

/** One column's width, and the format of its empty cells (a cellXfs index) when it has one. */
export type SheetColumn = { width: number; style?: number };

/** The sheet up to its first row: header row frozen (the pane below row 1 scrolls), then the columns. */
export function sheetStart(columns: readonly SheetColumn[]): string {
  const cols = columns.map(({ width, style }, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}"${style ? ` style="${style}"` : ''} customWidth="1"/>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetViews><sheetView workbookViewId="0">`
    + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    + `</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/**
 * A name Excel accepts on a tab: at most 31 characters, none of []:*?/\, not starting or ending with an
 * apostrophe, not empty. The export passes fixed names ("订单", "Orders"); this keeps any other caller safe.
 */
export function validSheetName(name: string): string {
  const cleaned = Array.from(name.replace(/[[\]:*?/\\]/g, ' ')).slice(0, 31).join('').replace(/^'+|'+$/g, '');
  return cleaned.trim() ? cleaned : 'Sheet1';
}

/** Column letters A, B, ..., Z, AA, ... for the first `count` columns. */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    let letters = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
  });
}
