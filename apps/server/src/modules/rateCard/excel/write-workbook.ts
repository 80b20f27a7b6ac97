import { RATE_METHOD_LABELS, RATE_SHEET_HEADERS, SURCHARGE_SHEET_HEADERS, ZONE_SHEET_HEADERS, type Language, type RateCardView } from '@parcelflow/contract';
import { sheetPart, sheetStart, workbookParts, cellXml, TEMPLATE_STYLE, TEMPLATE_STYLES, columnLetter, zipParts } from '../../excel/index.ts';
import { SHEET_KEYS, sheetNameOf } from './layout.ts';

/** What a rate card workbook holds: the card's zones, weight breaks and surcharges, as the card's view gives them. */
export type RateCardTables = Pick<RateCardView, 'zones' | 'breaks' | 'surcharges'>;
type Cell = string | number | undefined;

/**
 * A decimal as the cell a carrier expects: a number when Excel shows it as written (12.5), else text, so the
 * digits come back exactly as the card holds them ("12.50", more than 15 significant digits).
 */
function decimalCell(text: string | null | undefined): Cell {
  if (text === null || text === undefined || text === '') return undefined;
  const number = Number(text);
  return String(number) === text && text.replace(/[.-]/g, '').replace(/^0+/, '').length <= 15 ? number : text;
}

function sheetXml(headers: readonly string[], rows: readonly Cell[][], textColumns: ReadonlySet<number>): string {
  const layout = headers.map((header, index) => ({ width: Math.min(30, Math.max(10, header.length + 4)), style: textColumns.has(index) ? TEMPLATE_STYLE.text : undefined }));
  const header = headers.map((text, index) => cellXml(`${columnLetter(index + 1)}1`, text, TEMPLATE_STYLE.header)).join('');
  const body = rows.map((cells, at) => {
    const row = at + 2;
    const xml = cells.map((value, index) => cellXml(`${columnLetter(index + 1)}${row}`, value, textColumns.has(index) ? TEMPLATE_STYLE.text : undefined)).join('');
    return `<row r="${row}">${xml}</row>`;
  });
  return `${sheetStart(layout)}<row r="1">${header}</row>${body.join('')}</sheetData></worksheet>`;
}

function ratesSheet(tables: RateCardTables, language: Language): string {
  const fixed = Object.values(RATE_SHEET_HEADERS).map((header) => header[language]);
  const rows = tables.breaks.map((weightBreak) => [
    decimalCell(weightBreak.fromKg), decimalCell(weightBreak.toKg), RATE_METHOD_LABELS[weightBreak.method][language], decimalCell(weightBreak.stepKg),
    ...weightBreak.prices.map(decimalCell),
  ]);
  return sheetXml([...fixed, ...tables.zones.map((zone) => zone.code)], rows, new Set([2]));
}

function zonesSheet(tables: RateCardTables, language: Language): string {
  const rows = tables.zones.flatMap((zone) => zone.destinations.map((destination) => [
    zone.code, zone.name, destination.country, destination.postcodes.join(', '), destination.cities.join(', '),
  ]));
  return sheetXml(Object.values(ZONE_SHEET_HEADERS).map((header) => header[language]), rows, new Set([0, 1, 2, 3, 4]));
}

function surchargesSheet(tables: RateCardTables, language: Language): string {
  const rows = tables.surcharges.map((surcharge) => [
    surcharge.kind, surcharge.basis, decimalCell(surcharge.amount), surcharge.goodsType, decimalCell(surcharge.threshold), surcharge.validFrom, surcharge.validTo,
  ]);
  return sheetXml(Object.values(SURCHARGE_SHEET_HEADERS).map((header) => header[language]), rows, new Set([0, 1, 3, 5, 6]));
}

/** The card's workbook in one language: Rates (zones across, weights down), Zones and Surcharges. */
export async function writeRateCardWorkbook(tables: RateCardTables, language: Language): Promise<Buffer> {
  const names = SHEET_KEYS.map((key) => sheetNameOf(key, language));
  const parts = new Map<string, string>(workbookParts(names, new Date(), { styles: TEMPLATE_STYLES }));
  [ratesSheet, zonesSheet, surchargesSheet].forEach((sheet, index) => parts.set(sheetPart(index), sheet(tables, language)));
  return zipParts(new Map([...parts].map(([name, xml]) => [name, Buffer.from(xml)])));
}

/** The template's example: two zones, a first weight and additional weight, and a fuel surcharge. */
export const TEMPLATE_TABLES: RateCardTables = {
  zones: [
    { code: '1', name: 'US West', destinations: [{ country: 'US', postcodes: ['90-96'], cities: [] }] },
    { code: '2', name: 'US', destinations: [{ country: 'US', postcodes: [], cities: [] }, { country: 'CA', postcodes: [], cities: [] }] },
  ],
  breaks: [
    { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45', '52'] },
    { fromKg: '0.5', toKg: '20', method: 'additional', stepKg: '0.5', prices: ['12', '15.5'] },
    { fromKg: '20', toKg: '70', method: 'perKg', prices: ['18', null] },
  ],
  surcharges: [{ kind: 'fuel', basis: 'percent', amount: '12.5' }, { kind: 'oversize', basis: 'perPiece', amount: '30', threshold: '120' }],
};
