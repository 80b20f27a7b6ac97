import { RATE_CARD_SHEETS, RATE_SHEET_HEADERS, SURCHARGE_SHEET_HEADERS, ZONE_SHEET_HEADERS, type Language } from '@parcelflow/contract';
import type { HeaderColumn } from '../../excel/index.ts';

/** The three sheets of a rate card workbook, in the order they are written and, failing their names, read. */
export const SHEET_KEYS = ['rates', 'zones', 'surcharges'] as const;
export type SheetKey = (typeof SHEET_KEYS)[number];

/** A Rates column holding a zone's prices is known by the zone's code. */
export const zoneField = (code: string) => `zone:${code}`;
export type RatesField = keyof typeof RATE_SHEET_HEADERS | `zone:${string}`;
export type ZonesField = keyof typeof ZONE_SHEET_HEADERS;
export type SurchargesField = keyof typeof SURCHARGE_SHEET_HEADERS;

const REQUIRED = new Set(['fromKg', 'toKg', 'method', 'zone', 'country', 'kind', 'basis', 'amount']);

function columnsOf<K extends string>(headers: Readonly<Record<K, Readonly<Record<Language, string>>>>): HeaderColumn<K>[] {
  return (Object.keys(headers) as K[]).map((field) => ({ field, header: headers[field], required: REQUIRED.has(field) }));
}

export const RATE_COLUMNS: HeaderColumn<RatesField>[] = columnsOf(RATE_SHEET_HEADERS);
export const ZONE_COLUMNS: HeaderColumn<ZonesField>[] = columnsOf(ZONE_SHEET_HEADERS);
export const SURCHARGE_COLUMNS: HeaderColumn<SurchargesField>[] = columnsOf(SURCHARGE_SHEET_HEADERS);

/** A sheet's name in one language. */
export const sheetNameOf = (key: SheetKey, language: Language) => RATE_CARD_SHEETS[key][language];

/** Which of the three sheets a workbook's sheet is, by its name in any language, without case or spaces. */
export function sheetKeyOf(name: string): SheetKey | undefined {
  const key = name.replace(/\s+/g, '').toLowerCase();
  return SHEET_KEYS.find((sheet) => Object.values(RATE_CARD_SHEETS[sheet]).some((text) => text.toLowerCase() === key));
}
