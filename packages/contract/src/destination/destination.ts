import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { comboBoxInput } from '../order/commands.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/**
 * Destinations (Dataquery/destination): the platform's ISO 3166-1 countries, which no company writes, and each
 * carrier's own destination codes (a country, a warehouse or an area within one) with the zone its pricing uses.
 */
export const DESTINATION_KINDS = ['country', 'warehouse', 'area'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

export const DESTINATION_LIMITS = { codeMax: 10, nameMax: 60, zoneMax: 20, remarksMax: 120, companyIdsMax: 50 } as const;

const idField = z.number().int().positive();
const keywordField = z.string().trim().max(40).default('');

/** A country of the platform's table, named in the three interface languages. */
export const countryView = z.object({
  code: z.string(),
  alpha3: z.string(),
  numeric: z.string(),
  nameZhCn: z.string(),
  nameZhTw: z.string(),
  nameEn: z.string(),
});
export type CountryView = z.infer<typeof countryView>;

/** Countries whose codes or names (in any language) hold the keyword. */
export const listCountriesInput = z.object({ ...pageQueryFields, keyword: keywordField });

const L = DESTINATION_LIMITS;

export const destinationFields = {
  /** The carrier's code: a country's own code, a warehouse code (ONT8) or an area code. */
  code: z.string().trim().toUpperCase().min(1).max(L.codeMax).regex(/^[A-Z0-9-]+$/),
  nameCn: z.string().trim().min(1).max(L.nameMax),
  nameEn: z.string().trim().max(L.nameMax).default(''),
  countryCode,
  kind: z.enum(DESTINATION_KINDS).default('country'),
  /** The zone pricing reads; empty when the carrier prices without zones. */
  zone: z.string().trim().max(L.zoneMax).default(''),
  enabled: z.boolean().default(true),
  remarks: z.string().trim().max(L.remarksMax).default(''),
};

/** A new destination code (no id) or a change to one; a code is unique within the company. */
export const saveDestinationInput = z.object({ id: idField.optional(), ...destinationFields });
export type SaveDestinationInput = z.infer<typeof saveDestinationInput>;

/** The list's filters, which an export applies too. */
export const destinationFilterFields = {
  /** Matches the code and both names. */
  keyword: keywordField,
  countryCode: countryCode.optional(),
  kind: z.enum(DESTINATION_KINDS).optional(),
  zone: z.string().trim().max(L.zoneMax).optional(),
  enabled: z.boolean().optional(),
};
export const destinationFilter = z.object(destinationFilterFields);
export const listDestinationsInput = z.object({ ...pageQueryFields, ...destinationFilterFields });
export type ListDestinationsInput = z.infer<typeof listDestinationsInput>;

export const destinationView = z.object({
  id: z.number(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  countryCode: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  zone: z.string(),
  enabled: z.boolean(),
  remarks: z.string(),
});
export type DestinationView = z.infer<typeof destinationView>;

export const destinationIdInput = z.object({ id: idField });

/**
 * getDestCountryComboBox's type: 'country' every country of the platform's table (what every country field
 * offers), 'destination' the enabled destination codes of the carrier named by companyNo (the caller's own
 * company when absent; a cargo owner names a carrier it cooperates with).
 */
export const DEST_COMBO_TYPES = ['country', 'destination'] as const;
export const destCountryComboInput = comboBoxInput.extend({
  type: z.enum(DEST_COMBO_TYPES).default('country'),
  companyNo: z.string().trim().max(10).optional(),
});

/**
 * findByCompanyIds: the enabled destination codes of companies the caller may see (its own, and a cargo owner's
 * partner carriers), of one kind (type) or every kind; companyIds absent means all of them.
 */
export const findByCompanyIdsInput = z.object({
  type: z.enum(DESTINATION_KINDS).optional(),
  companyIds: z.array(idField).max(L.companyIdsMax).optional(),
});
export const companyDestination = destinationView.omit({ enabled: true, remarks: true }).extend({
  companyId: z.number(),
  companyNo: z.string(),
});
export type CompanyDestination = z.infer<typeof companyDestination>;
export const findByCompanyIdsOutput = z.object({ list: z.array(companyDestination) });

/** Rows one import file may bring: far more than a carrier's destination codes. */
export const DESTINATION_IMPORT_MAX_ROWS = 50_000;

const { enabled: _enabled, ...importedFields } = destinationFields;

/** Destination codes as Excel sees them: one row per code, known by the code; an imported code is enabled. */
export const destinationTable = declareTable({
  name: 'destination',
  title: tableTexts('目的地代码', '目的地代碼', 'Destination codes'),
  cells: importedFields,
  columns: [
    { key: 'code', header: tableTexts('目的地代码(Code)', '目的地代碼(Code)', 'Destination code'), format: tableTexts('字母、数字和连字符', '字母、數字和連字號', 'Letters, digits and hyphens'), example: 'ONT8' },
    { key: 'nameCn', header: tableTexts('中文名称(Chinese name)', '中文名稱(Chinese name)', 'Chinese name'), format: TEXT_FORMAT, example: '安大略仓' },
    { key: 'nameEn', header: tableTexts('英文名称(English name)', '英文名稱(English name)', 'English name'), format: TEXT_FORMAT, example: 'Ontario FC' },
    { key: 'countryCode', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'US' },
    {
      key: 'kind', header: tableTexts('类型(Type)', '類型(Type)', 'Type'),
      format: tableTexts('country(国家)、warehouse(仓库)或 area(区域)', 'country(國家)、warehouse(倉庫)或 area(區域)', 'country, warehouse or area'), example: 'warehouse',
    },
    { key: 'zone', header: tableTexts('分区(Zone)', '分區(Zone)', 'Zone'), format: TEXT_FORMAT, example: 'Z2' },
    { key: 'remarks', header: tableTexts('备注(Remarks)', '備註(Remarks)', 'Remarks'), format: TEXT_FORMAT, example: '' },
  ],
  keyOf: (row) => row.code,
  keyColumns: ['code'],
  maxRows: DESTINATION_IMPORT_MAX_ROWS,
});
export type DestinationImportRow = z.output<typeof destinationTable.row>;
