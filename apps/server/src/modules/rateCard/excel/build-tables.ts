import { rateMethodOf, SURCHARGE_BASES, SURCHARGE_KINDS, type ExcelRowProblem } from '@parcelflow/contract';
import { isFault, rowProblem, textOf, type ImportRow, type ImportSheet, type SheetValue, isoDateOfText } from '../../excel/index.ts';
import { zoneField } from './layout.ts';
import type { RateCardSheets } from './read-workbook.ts';

/** Where each part of the card came from, so a problem with a field path (`breaks.3.fromKg`) names its cell. */
export type CardPlaces = {
  zones: { firstRow: number; nameRow?: number; destinationRows: number[] }[];
  breakRows: number[];
  surchargeRows: number[];
};
/** The card's zones, breaks and surcharges as the cells give them, before the contract's checks. */
export type RawTables = { zones: RawZone[]; breaks: Record<string, unknown>[]; surcharges: Record<string, unknown>[] };
type RawZone = { code: string; name: string; destinations: Record<string, unknown>[] };
export type BuiltTables = { tables: RawTables; places: CardPlaces; problems: ExcelRowProblem[] };

/** A list cell: "10, 11-19" or "10，11" (full-width comma) as its items. */
const listOf = (text: string | undefined) => (text ?? '').split(/[,，;；\n]/).map((item) => item.trim()).filter(Boolean);

/** A code typed in any case or with spaces ("Fuel", "per kg") as the code; anything else as typed, for the schema to refuse. */
function codeOf(codes: readonly string[], text: string | undefined): string | undefined {
  const key = text?.replace(/\s+/g, '').toLowerCase();
  return codes.find((code) => code.toLowerCase() === key) ?? text;
}

/** Each cell's text; a formula without a saved result or an error value is a problem of its cell. */
function cellsOf<K extends string>(sheet: ImportSheet<K>, row: ImportRow<K>, problems: ExcelRowProblem[]): Partial<Record<K, string>> {
  const cells: Partial<Record<K, string>> = {};
  for (const [field, value] of row.values as Map<K, SheetValue>) {
    if (isFault(value)) problems.push(rowProblem(sheet, row.row, field, value.fault, { value: value.text }));
    else if (textOf(value).trim() !== '') cells[field] = textOf(value).trim();
  }
  return cells;
}

function zonesOf(sheets: RateCardSheets, problems: ExcelRowProblem[]) {
  const byCode = new Map<string, RawZone & { place: CardPlaces['zones'][number] }>();
  for (const row of sheets.zones.rows) {
    const cells = cellsOf(sheets.zones, row, problems);
    const code = cells.zone?.toUpperCase();
    if (!code) {
      problems.push(rowProblem(sheets.zones, row.row, 'zone', 'required'));
      continue;
    }
    const zone = byCode.get(code) ?? { code, name: '', destinations: [], place: { firstRow: row.row, destinationRows: [] } };
    byCode.set(code, zone);
    if (cells.name && !zone.name) Object.assign(zone, { name: cells.name, place: { ...zone.place, nameRow: row.row } });
    else if (cells.name && cells.name !== zone.name) problems.push(rowProblem(sheets.zones, row.row, 'name', 'differsFromFirstRow', { firstRow: zone.place.nameRow ?? zone.place.firstRow }));
    zone.destinations.push({ country: cells.country?.toUpperCase(), postcodes: listOf(cells.postcodes), cities: listOf(cells.cities) });
    zone.place.destinationRows.push(row.row);
  }
  return byCode;
}

/**
 * The card's tables from the workbook's rows: zones in the order the Rates sheet heads them (each zone's rows of
 * the Zones sheet its destinations), a weight break per Rates row with a price (or none) per zone, a surcharge per
 * row. A zone headed on Rates but absent from Zones, or the reverse, names its cell.
 */
export function buildTables(sheets: RateCardSheets): BuiltTables {
  const problems: ExcelRowProblem[] = [];
  const byCode = zonesOf(sheets, problems);
  sheets.zoneCodes.forEach((code) => {
    if (!byCode.has(code)) problems.push(rowProblem(sheets.rates, 1, zoneField(code), 'zoneNotInZones', { value: code }));
  });
  for (const [code, zone] of byCode) {
    if (!sheets.zoneCodes.includes(code)) problems.push(rowProblem(sheets.zones, zone.place.firstRow, 'zone', 'zoneNotInRates', { value: code }));
  }
  const zones = sheets.zoneCodes.flatMap((code) => byCode.get(code) ?? []);
  const breaks = sheets.rates.rows.map((row) => {
    const cells = cellsOf(sheets.rates, row, problems);
    return {
      fromKg: cells.fromKg, toKg: cells.toKg, method: cells.method && (rateMethodOf(cells.method) ?? cells.method), stepKg: cells.stepKg,
      prices: zones.map((zone) => cells[zoneField(zone.code) as keyof typeof cells] ?? null),
    };
  });
  const surchargeRows = sheets.surcharges?.rows ?? [];
  const surcharges = surchargeRows.map((row) => {
    const cells = cellsOf(sheets.surcharges!, row, problems);
    const day = (text: string | undefined) => (text === undefined ? undefined : (isoDateOfText(text) ?? text));
    return {
      kind: codeOf(SURCHARGE_KINDS, cells.kind), basis: codeOf(SURCHARGE_BASES, cells.basis), amount: cells.amount, goodsType: cells.goodsType, threshold: cells.threshold,
      validFrom: day(cells.validFrom), validTo: day(cells.validTo),
    };
  });
  return {
    tables: { zones: zones.map(({ code, name, destinations }) => ({ code, name, destinations })), breaks, surcharges },
    places: { zones: zones.map((zone) => zone.place), breakRows: sheets.rates.rows.map((row) => row.row), surchargeRows: surchargeRows.map((row) => row.row) },
    problems,
  };
}
