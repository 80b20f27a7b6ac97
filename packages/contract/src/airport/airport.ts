import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/** dataManage/airportCode: the platform's airports (OurAirports data, docs/reference-data.md), read-only for companies. */
/** The list's filters, which an export applies too. */
export const airportFilterFields = {
  /** Matches the IATA and ICAO codes, the name and the city. */
  keyword: z.string().trim().max(40).default(''),
  countryCode: countryCode.optional(),
};
export const airportFilter = z.object(airportFilterFields);
export const listAirportsInput = z.object({ ...pageQueryFields, ...airportFilterFields });
export type ListAirportsInput = z.infer<typeof listAirportsInput>;

export const airportView = z.object({
  id: z.number(),
  iata: z.string(),
  icao: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
});
export type AirportView = z.infer<typeof airportView>;

const text = z.string();

/**
 * The airports as an export writes them (the reference tables' Excel block, export only: no company imports into
 * the platform's table, so nothing declares an import of it).
 */
export const airportTable = declareTable({
  name: 'airport',
  title: tableTexts('机场代码', '機場代碼', 'Airport codes'),
  cells: { iata: text, icao: text, name: text, city: text, countryCode: text },
  columns: [
    { key: 'iata', header: tableTexts('三字码(IATA)', '三字碼(IATA)', 'IATA code'), format: tableTexts('三位字母', '三位字母', 'Three letters'), example: 'PVG' },
    { key: 'icao', header: tableTexts('四字码(ICAO)', '四字碼(ICAO)', 'ICAO code'), format: tableTexts('四位字母', '四位字母', 'Four letters'), example: 'ZSPD' },
    { key: 'name', header: tableTexts('机场(Airport)', '機場(Airport)', 'Airport'), format: TEXT_FORMAT, example: 'Shanghai Pudong International Airport' },
    { key: 'city', header: tableTexts('城市(City)', '城市(City)', 'City'), format: TEXT_FORMAT, example: 'Shanghai' },
    { key: 'countryCode', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'CN' },
  ],
  keyOf: (row) => row.iata,
  keyColumns: ['iata'],
  // Never imported: no file may bring a row.
  maxRows: 0,
});
