import { EXCEL_LIMITS, fileProblem, headerForms, isErrorColumnHeader, normaliseHeader, RATE_CARD_LIMITS, ZONE_SHEET_HEADERS, type ExcelFileProblem, type Language } from '@parcelflow/contract';
import { isFault, textOf, type HeaderColumn, type ImportSheet, type ReportSource, readBudget, type ReadBudget, readSheet, readSheetGrid, type SheetGrid, openXlsxUpload, dataSheetsOf, readXlsxPackage, xmlOf, type XlsxPackage } from '../../excel/index.ts';
import { RATE_COLUMNS, SHEET_KEYS, sheetKeyOf, sheetNameOf, SURCHARGE_COLUMNS, ZONE_COLUMNS, zoneField, type RatesField, type SheetKey, type SurchargesField, type ZonesField } from './layout.ts';

export type RateCardSheets = {
  rates: ImportSheet<RatesField>;
  zones: ImportSheet<ZonesField>;
  surcharges?: ImportSheet<SurchargesField>;
  /** The zone codes heading the Rates sheet, left to right. */
  zoneCodes: string[];
};
export type RateCardWorkbookRead = { sheets: RateCardSheets; source: ReportSource } | { problems: ExcelFileProblem[] };

type SheetEntry = XlsxPackage['sheets'][number];
const MAX_ROWS: Record<SheetKey, number> = { rates: RATE_CARD_LIMITS.breaksMax, zones: RATE_CARD_LIMITS.zonesMax * RATE_CARD_LIMITS.destinationsPerZone, surcharges: RATE_CARD_LIMITS.surchargesMax };
const FIXED_RATE_FORMS = new Set(RATE_COLUMNS.flatMap((column) => Object.values(column.header).flatMap(headerForms)));

/** The sheets by their names in any language; a workbook naming none of them is read by position. */
function sheetsByKey(pkg: XlsxPackage): Partial<Record<SheetKey, SheetEntry>> {
  const sheets = dataSheetsOf(pkg);
  const named = Object.fromEntries(sheets.flatMap((sheet) => { const key = sheetKeyOf(sheet.name); return key ? [[key, sheet]] : []; }));
  if (Object.keys(named).length) return named;
  return Object.fromEntries(SHEET_KEYS.flatMap((key, index) => (sheets[index] ? [[key, sheets[index]]] : [])));
}

/** The Rates header's own columns, and every other header cell as a zone's column headed by its code. */
function rateColumnsOf(grid: SheetGrid): { columns: HeaderColumn<RatesField>[]; zoneCodes: string[] } {
  const zoneCodes: string[] = [];
  for (const [, value] of [...(grid.rows.get(1) ?? [])].sort(([a], [b]) => a - b)) {
    const text = isFault(value) ? '' : textOf(value).trim();
    if (!normaliseHeader(text) || isErrorColumnHeader(text) || FIXED_RATE_FORMS.has(normaliseHeader(text))) continue;
    zoneCodes.push(text.toUpperCase());
  }
  const zones = [...new Set(zoneCodes)].map((code) => ({ field: zoneField(code) as RatesField, header: code, required: false }));
  return { columns: [...RATE_COLUMNS, ...zones], zoneCodes };
}

/**
 * A rate card workbook read with the order import's intake, tokenizer, limits and header rules: the Rates, Zones and
 * (optional) Surcharges sheets, each header matched in any language, then their rows. Any file problem refuses it.
 */
export async function readRateCardWorkbook(file: Buffer, language: Language, limits = EXCEL_LIMITS): Promise<RateCardWorkbookRead> {
  const opened = await openXlsxUpload(file, limits);
  if ('problem' in opened) return { problems: [opened.problem] };
  const budget: ReadBudget = readBudget(limits);
  const pkg = readXlsxPackage(opened.parts, budget);
  if ('reason' in pkg) return { problems: [pkg] };
  const entries = sheetsByKey(pkg);
  if (!entries.rates || !entries.zones) return { problems: [fileProblem('needsTwoSheets', { sheets: `${sheetNameOf('rates', language)}, ${sheetNameOf('zones', language)}` })] };
  const problems: ExcelFileProblem[] = [];
  const layouts: ReportSource['sheets'][number][] = [];
  const read = <K extends string>(key: SheetKey, entry: SheetEntry, columns: (grid: SheetGrid) => HeaderColumn<K>[]) => {
    const xml = xmlOf(pkg.parts, entry.part);
    const grid = Buffer.isBuffer(xml) ? readSheetGrid(xml, pkg, budget) : xml;
    if ('reason' in grid) return void problems.push(grid);
    const { sheet, problems: found } = readSheet(entry.name, grid, columns(grid), language);
    problems.push(...found);
    if (!found.length && key !== 'surcharges' && sheet.rows.length === 0) problems.push(fileProblem('noRows', {}, entry.name));
    if (sheet.rows.length > MAX_ROWS[key]) problems.push(fileProblem('tooManyRows', { max: MAX_ROWS[key] }, entry.name));
    layouts.push({ name: entry.name, part: entry.part, header: grid.rows.get(1) ?? new Map(), lastColumn: grid.lastColumn });
    return { sheet, grid };
  };
  let zoneCodes: string[] = [];
  const rates = read<RatesField>('rates', entries.rates, (grid) => { const found = rateColumnsOf(grid); zoneCodes = found.zoneCodes; return found.columns; });
  if (problems.length) return { problems };
  const zones = read<ZonesField>('zones', entries.zones, () => ZONE_COLUMNS);
  const surcharges = entries.surcharges && read<SurchargesField>('surcharges', entries.surcharges, () => SURCHARGE_COLUMNS);
  if (problems.length || !rates || !zones) return { problems };
  if (zoneCodes.length === 0) return { problems: [fileProblem('headerIncomplete', { headers: ZONE_SHEET_HEADERS.zone[language] }, entries.rates.name)] };
  if (zoneCodes.length > RATE_CARD_LIMITS.zonesMax) return { problems: [fileProblem('tooManyRows', { max: RATE_CARD_LIMITS.zonesMax }, entries.rates.name)] };
  return { sheets: { rates: rates.sheet, zones: zones.sheet, surcharges: surcharges?.sheet, zoneCodes }, source: { pkg, sheets: layouts } };
}
