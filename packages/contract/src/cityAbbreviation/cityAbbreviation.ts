import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/** cityAbbreviation: the short city codes a carrier prints on labels, unique per company, country and code. */
export const CITY_ABBREVIATION_LIMITS = { cityMax: 40, codeMax: 10, remarksMax: 120 } as const;

const L = CITY_ABBREVIATION_LIMITS;
const idField = z.number().int().positive();

export const cityAbbreviationFields = {
  countryCode,
  cityName: z.string().trim().min(1).max(L.cityMax),
  cityNameEn: z.string().trim().max(L.cityMax).default(''),
  code: z.string().trim().toUpperCase().min(1).max(L.codeMax).regex(/^[A-Z0-9-]+$/),
  remarks: z.string().trim().max(L.remarksMax).default(''),
};

export const saveCityAbbreviationInput = z.object({ id: idField.optional(), ...cityAbbreviationFields });
export type SaveCityAbbreviationInput = z.infer<typeof saveCityAbbreviationInput>;

/** The list's filters, which an export applies too. */
export const cityAbbreviationFilterFields = {
  /** Matches the code and both city names. */
  keyword: z.string().trim().max(40).default(''),
  countryCode: countryCode.optional(),
};
export const cityAbbreviationFilter = z.object(cityAbbreviationFilterFields);
export const listCityAbbreviationsInput = z.object({ ...pageQueryFields, ...cityAbbreviationFilterFields });
export type ListCityAbbreviationsInput = z.infer<typeof listCityAbbreviationsInput>;

export const cityAbbreviationView = z.object({
  id: z.number(),
  countryCode: z.string(),
  cityName: z.string(),
  cityNameEn: z.string(),
  code: z.string(),
  remarks: z.string(),
});
export type CityAbbreviationView = z.infer<typeof cityAbbreviationView>;

export const cityAbbreviationIdInput = z.object({ id: idField });

/** Rows one import file may bring: far more than a carrier's city list. */
export const CITY_ABBREVIATION_IMPORT_MAX_ROWS = 50_000;


/** cityAbbreviation as Excel sees it: one row per abbreviation, known by its country and code. */
export const cityAbbreviationTable = declareTable({
  name: 'cityAbbreviation',
  title: tableTexts('城市简称', '城市簡稱', 'City abbreviations'),
  cells: cityAbbreviationFields,
  columns: [
    { key: 'countryCode', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'US' },
    { key: 'cityName', header: tableTexts('城市(City)', '城市(City)', 'City'), format: TEXT_FORMAT, example: '洛杉矶' },
    { key: 'cityNameEn', header: tableTexts('城市英文名(City in English)', '城市英文名(City in English)', 'City in English'), format: TEXT_FORMAT, example: 'Los Angeles' },
    { key: 'code', header: tableTexts('简称(Abbreviation)', '簡稱(Abbreviation)', 'Abbreviation'), format: tableTexts('字母、数字和连字符', '字母、數字和連字號', 'Letters, digits and hyphens'), example: 'LAX' },
    { key: 'remarks', header: tableTexts('备注(Remarks)', '備註(Remarks)', 'Remarks'), format: TEXT_FORMAT, example: '' },
  ],
  keyOf: (row) => `${row.countryCode} ${row.code}`,
  keyColumns: ['countryCode', 'code'],
  maxRows: CITY_ABBREVIATION_IMPORT_MAX_ROWS,
});
export type CityAbbreviationImportRow = z.output<typeof cityAbbreviationTable.row>;
