import { problemOfIssue, rowReasonOf, type ExcelRowProblem, type FieldReason, type ProblemParams } from '@parcelflow/contract';
import type { z } from 'zod';
import { rowProblem, type ImportSheet } from '../../excel/index.ts';
import type { CardPlaces, RawTables } from './build-tables.ts';
import { zoneField } from './layout.ts';
import type { RateCardSheets } from './read-workbook.ts';

type Place = { sheet: ImportSheet<string>; row: number; field: string };

/** The cell a field path of the card names: `breaks.3.prices.1` is the fourth Rates row under the second zone. */
export function placeOf(path: readonly PropertyKey[], sheets: RateCardSheets, places: CardPlaces, tables: RawTables): Place | undefined {
  const [table, index, field, item, detail] = path;
  if (typeof index !== 'number') return undefined;
  if (table === 'zones') {
    const zone = places.zones[index];
    if (!zone) return undefined;
    if (field === 'destinations' && typeof item === 'number' && zone.destinationRows[item] !== undefined) {
      return { sheet: sheets.zones, row: zone.destinationRows[item], field: typeof detail === 'string' ? detail : 'country' };
    }
    return { sheet: sheets.zones, row: field === 'name' ? (zone.nameRow ?? zone.firstRow) : zone.firstRow, field: field === 'name' ? 'name' : 'zone' };
  }
  if (table === 'breaks' && places.breakRows[index] !== undefined) {
    const row = places.breakRows[index];
    if (field === 'prices' && typeof item === 'number' && tables.zones[item]) return { sheet: sheets.rates, row, field: zoneField(tables.zones[item].code) };
    return { sheet: sheets.rates, row, field: typeof field === 'string' && field !== 'prices' ? field : 'fromKg' };
  }
  if (table === 'surcharges' && sheets.surcharges && places.surchargeRows[index] !== undefined) {
    return { sheet: sheets.surcharges, row: places.surchargeRows[index], field: typeof field === 'string' ? field : 'kind' };
  }
  return undefined;
}

/** The text the user typed in the cell a path names, for messages quoting it. */
function cellText(place: Place): string | undefined {
  const value = place.sheet.rows.find((row) => row.row === place.row)?.values.get(place.field);
  return value === undefined || typeof value === 'object' ? undefined : String(value);
}

type Where = [sheets: RateCardSheets, places: CardPlaces, tables: RawTables];

/**
 * A field refusal (the contract's or the save's) as the problem of its cell. A path no cell holds (none is expected:
 * the reader refuses a card without zones or rows) lands on the first Rates row without a cell.
 */
export function cellProblem(path: readonly PropertyKey[], reason: FieldReason, params: ProblemParams, at: Where): ExcelRowProblem {
  const place = placeOf(path, ...at) ?? { sheet: at[0].rates, row: at[0].rates.rows[0]?.row ?? 1, field: path.map(String).join('.') };
  const value = params.value ?? cellText(place);
  return rowProblem(place.sheet, place.row, place.field, rowReasonOf(reason), value === undefined ? params : { ...params, value });
}

/** Every issue of the contract's checks as the problem of its cell. */
export function issueProblems(issues: readonly z.core.$ZodIssue[], at: Where): ExcelRowProblem[] {
  return issues.map((issue) => {
    const problem = problemOfIssue(issue, valueAt(at[2], issue.path));
    const params: ProblemParams = {};
    if (problem.min !== undefined) params.min = problem.min;
    if (problem.max !== undefined) params.max = problem.max;
    return cellProblem(issue.path, problem.reason, params, at);
  });
}

function valueAt(tables: RawTables, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), tables);
}
